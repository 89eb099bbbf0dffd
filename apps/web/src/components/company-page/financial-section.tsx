import Box from '@mui/material/Box';
import { formatCompactFr, formatDateFr, formatEurFromCents, formatNumberFr, financialRatiosSchema, type CompanyPageData, type FinancialRatios } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { BarChart, type ChartPoint } from './bar-chart';
import { BalanceSheetFigures } from './balance-sheet-figures';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';

type FinancialData = Pick<CompanyPageData, 'income_statement_details' | 'balance_sheet_details' | 'financial_diagnostics'>;

/** Every ratio of the contract, in its order. */
const RATIO_KEYS = financialRatiosSchema.keyof().options;

const yearOf = (date: string) => date.slice(0, 4);
const eurosTick = (cents: number) => `${formatCompactFr(Math.round(cents / 100))} €`;
const percent = (value: number) => `${formatNumberFr(value, { maximumFractionDigits: 1 })} %`;

/**
 * Financial diagnosis: turnover and net result over the years, beside them the balance sheet's figures (debt ratio,
 * and all of them in a table), net margin and equity ratio, and the latest ratios. Years whose figures are
 * hidden (`hide-financial-data`) or confidential come without figures and are left out.
 */
export function FinancialSection({ data }: { data: FinancialData }) {
  const t = getT('company');
  // Oldest first, like a time axis.
  const income = [...data.income_statement_details].reverse().filter((row) => row.figures !== null);
  const ratioYears = data.financial_diagnostics.years.filter((year) => year.ratios !== null);
  const balance = [...data.balance_sheet_details].reverse().filter((row) => row.figures !== null);
  const latest = ratioYears.at(-1);
  const empty = income.length === 0 && balance.length === 0 && ratioYears.length === 0;
  const common = { yearHeader: t('finance.year'), valueHeader: t('finance.value'), noValue: t('finance.noValue') };
  const incomePoints = (pick: (figures: NonNullable<(typeof income)[number]['figures']>) => number | null): ChartPoint[] =>
    income.map((row) => ({ label: yearOf(row.fiscal_year_end), value: row.figures ? pick(row.figures) : null }));
  const ratioPoints = (key: keyof FinancialRatios): ChartPoint[] => ratioYears.map((year) => ({ label: yearOf(year.fiscal_year_end), value: year.ratios?.[key] ?? null }));
  const money = (cents: number) => formatEurFromCents(cents);
  return (
    <CompanySection id="diagnostic-financier" empty={empty}>
      <Box sx={{ display: 'grid', gap: 4 }}>
        {income.length > 0 ? (
          <>
            <BarChart id="graphique-ca" title={t('finance.turnoverChart')} points={incomePoints((f) => f.turnover_cents)} format={money} formatTick={eurosTick} {...common} />
            <BarChart id="graphique-resultat" title={t('finance.netResultChart')} points={incomePoints((f) => f.net_result_cents)} format={money} formatTick={eurosTick} {...common} />
          </>
        ) : null}
        {balance.length > 0 ? <BalanceSheetFigures details={balance} common={common} /> : null}
        {ratioYears.length > 0 ? (
          <>
            <BarChart id="graphique-marge" title={t('finance.netMarginChart')} points={ratioPoints('net_margin')} format={percent} formatTick={percent} {...common} />
            <BarChart id="graphique-autonomie" title={t('finance.equityRatioChart')} points={ratioPoints('equity_ratio')} format={percent} formatTick={percent} {...common} />
          </>
        ) : null}
        {latest?.ratios ? (
          <DataTable
            caption={t('finance.ratiosTitle', { date: formatDateFr(latest.fiscal_year_end) })}
            columns={[
              t('finance.ratio'),
              { header: t('finance.value'), numeric: true },
            ]}
            rows={RATIO_KEYS.map((key) => {
              const value = latest.ratios?.[key] ?? null;
              return { key, cells: [t(`finance.ratios.${key}`), value === null ? t('finance.noValue') : formatNumberFr(value, { maximumFractionDigits: 2 })] };
            })}
          />
        ) : null}
      </Box>
    </CompanySection>
  );
}
