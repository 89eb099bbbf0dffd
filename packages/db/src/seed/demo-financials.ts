export interface DemoStatement {
  companyNumber: number;
  fiscalYearEnd: string;
  /** Amounts in euros (converted to cents when seeded); absent when confidential */
  figures?: {
    turnover: number;
    ebitda: number;
    operatingResult: number;
    netResult: number;
    equity: number;
    totalAssets: number;
    debt: number;
    employees: number;
  };
}

/** A few years of accounts, one of them filed confidentially. */
export const DEMO_STATEMENTS: readonly DemoStatement[] = [
  {
    companyNumber: 0,
    fiscalYearEnd: '2022-12-31',
    figures: { turnover: 612_400, ebitda: 71_300, operatingResult: 52_100, netResult: 38_900, equity: 142_000, totalAssets: 398_000, debt: 95_000, employees: 7 },
  },
  {
    companyNumber: 0,
    fiscalYearEnd: '2023-12-31',
    figures: { turnover: 684_950, ebitda: 80_120, operatingResult: 60_480, netResult: 44_210, equity: 186_210, totalAssets: 421_500, debt: 78_000, employees: 8 },
  },
  {
    companyNumber: 0,
    fiscalYearEnd: '2024-12-31',
    figures: { turnover: 701_300, ebitda: 76_900, operatingResult: 55_300, netResult: 40_050, equity: 226_260, totalAssets: 455_000, debt: 61_000, employees: 8 },
  },
  {
    companyNumber: 3,
    fiscalYearEnd: '2024-06-30',
    figures: { turnover: 389_000, ebitda: 21_000, operatingResult: 14_500, netResult: 9_800, equity: 61_000, totalAssets: 240_000, debt: 40_000, employees: 4 },
  },
  {
    companyNumber: 10,
    fiscalYearEnd: '2023-12-31',
    figures: { turnover: 9_820_000, ebitda: 1_020_000, operatingResult: 610_000, netResult: 402_000, equity: 2_900_000, totalAssets: 7_400_000, debt: 2_100_000, employees: 71 },
  },
  {
    companyNumber: 10,
    fiscalYearEnd: '2024-12-31',
    figures: { turnover: 10_310_000, ebitda: 985_000, operatingResult: 570_000, netResult: 366_000, equity: 3_266_000, totalAssets: 7_900_000, debt: 1_950_000, employees: 74 },
  },
  {
    companyNumber: 15,
    fiscalYearEnd: '2019-12-31',
    figures: { turnover: 1_240_000, ebitda: -35_000, operatingResult: -88_000, netResult: -121_000, equity: 40_000, totalAssets: 610_000, debt: 390_000, employees: 9 },
  },
  { companyNumber: 16, fiscalYearEnd: '2024-12-31' },
  {
    companyNumber: 31,
    fiscalYearEnd: '2024-12-31',
    figures: { turnover: 58_400_000, ebitda: 7_300_000, operatingResult: 4_900_000, netResult: 3_350_000, equity: 24_800_000, totalAssets: 61_000_000, debt: 12_400_000, employees: 286 },
  },
  {
    companyNumber: 32,
    fiscalYearEnd: '2024-12-31',
    figures: { turnover: 1_480_000_000, ebitda: 96_000_000, operatingResult: 61_000_000, netResult: 38_500_000, equity: 410_000_000, totalAssets: 1_120_000_000, debt: 265_000_000, employees: 2_480 },
  },
];
