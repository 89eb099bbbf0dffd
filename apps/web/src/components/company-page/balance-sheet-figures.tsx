import { formatCompactFr, formatDateFr, formatEurFromCents, formatNumberFr, type CompanyPageData } from '@registre/domain';
import { DataTable } from '@/components/ui/data-table';
import { getT } from '@/i18n/get-t';
import { BarChart } from './bar-chart';

type BalanceSheetRow = CompanyPageData['balance_sheet_details'][number];
type Figures = NonNullable<BalanceSheetRow['figures']>;
type FigureKey = keyof Figures;

/** Each figure of the balance sheet, in the table's order, with how it reads. */
const FIGURES: readonly { key: FigureKey; unit: 'money' | 'percent' | 'number' | 'days' }[] = [
  { key: 'total_assets_cents', unit: 'money' },
  { key: 'equity_cents', unit: 'money' },
  { key: 'financial_debt_cents', unit: 'money' },
  { key: 'equity_ratio', unit: 'percent' },
  { key: 'debt_ratio', unit: 'percent' },
  { key: 'liquidity_ratio', unit: 'number' },
  { key: 'working_capital_days', unit: 'days' },
  { key: 'customer_credit_days', unit: 'days' },
];

const percent = (value: number) => `${formatNumberFr(value, { maximumFractionDigits: 1 })} %`;
const eurosTick = (cents: number) => `${formatCompactFr(Math.round(cents / 100))} €`;

interface BalanceSheetFiguresProps {
  /** Years oldest first; those without figures (hidden, confidential) are left out. */
  details: readonly BalanceSheetRow[];
  common: { yearHeader: string; valueHeader: string; noValue: string };
}

/**
 * The balance sheet over the years: a chart of its total (or, when the register has no amounts, of the debt ratio)
 * and every figure the register holds as a table, one row per year.
 */
export function BalanceSheetFigures({ details, common }: BalanceSheetFiguresProps) {
  const t = getT('company');
  const rows = details.flatMap(({ fiscal_year_end, figures }) => (figures ? [{ fiscal_year_end, figures }] : []));
  const shown = FIGURES.filter(({ key }) => rows.some((row) => row.figures[key] !== null));
  const format = (unit: (typeof FIGURES)[number]['unit'], value: number) => {
    if (unit === 'money') return formatEurFromCents(value);
    if (unit === 'percent') return percent(value);
    return formatNumberFr(value, { maximumFractionDigits: unit === 'days' ? 0 : 2 });
  };
  const hasTotal = rows.some((row) => row.figures.total_assets_cents !== null);
  const chartKey: FigureKey = hasTotal ? 'total_assets_cents' : 'debt_ratio';
  const points = rows.map((row) => ({ label: row.fiscal_year_end.slice(0, 4), value: row.figures[chartKey] }));
  const latest = rows.at(-1);
  return (
    <>
      {points.some((point) => point.value !== null) ? (
        hasTotal ? (
          <BarChart id="graphique-bilan" title={t('finance.balanceSheet.totalAssetsChart')} points={points} format={formatEurFromCents} formatTick={eurosTick} {...common} />
        ) : (
          <BarChart id="graphique-bilan" title={t('finance.balanceSheet.debtRatioChart')} points={points} format={percent} formatTick={percent} {...common} />
        )
      ) : null}
      {shown.length > 0 && latest ? (
        <DataTable
          caption={t('finance.balanceSheet.tableTitle', { date: formatDateFr(latest.fiscal_year_end) })}
          stackedOnPhone
          columns={[common.yearHeader, ...shown.map(({ key }) => ({ header: t(`finance.balanceSheet.figures.${key}`), numeric: true }))]}
          rows={rows.map((row) => ({
            key: row.fiscal_year_end,
            cells: [
              row.fiscal_year_end.slice(0, 4),
              ...shown.map(({ key, unit }) => {
                const value = row.figures[key];
                return value === null ? common.noValue : format(unit, value);
              }),
            ],
          }))}
        />
      ) : null}
    </>
  );
}
