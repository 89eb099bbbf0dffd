import { formatDateFr, formatEurFromCents } from '@registre/domain';
import { RowOrderButton, type RowOrderProps } from '@/components/orders/row-order-button';
import { CellValue } from '@/components/ui/missing-value';
import { getT } from '@/i18n/get-t';
import type { AnnualAccounts } from '@/lib/company-records/get-company-records-page';
import { DataTable } from '@/components/ui/data-table';

/** Annual accounts by fiscal year: type, confidentiality, key figures, BODACC publication, and the order of the public ones. */
export function AnnualAccountsTable({ rows, siren, availability }: { rows: readonly AnnualAccounts[] } & RowOrderProps) {
  const t = getT(['company-records', 'orders']);
  const k = 'kinds.comptes-annuels' as const;
  const euros = (cents: number) => formatEurFromCents(cents);
  const diffusion = ({ sheet, income }: AnnualAccounts) => {
    if (sheet.confidential) return t(`${k}.confidential`);
    if (income?.figures_unavailable_reason === 'hidden') return t(`${k}.hidden`);
    return sheet.has_figures ? t(`${k}.public`) : t(`${k}.noFigures`);
  };
  return (
    <DataTable
      caption={t(`${k}.caption`)}
      columns={[
        t(`${k}.columns.fiscalYearEnd`),
        t(`${k}.columns.duration`),
        t(`${k}.columns.balanceType`),
        t(`${k}.columns.confidentiality`),
        t(`${k}.columns.turnover`),
        t(`${k}.columns.netResult`),
        t(`${k}.columns.totalAssets`),
        t(`${k}.columns.equity`),
        t(`${k}.columns.publishedAt`),
        t('orders:order-button'),
      ]}
      rows={rows.map((row) => ({
        key: row.sheet.fiscal_year_end,
        cells: [
          formatDateFr(row.sheet.fiscal_year_end),
          <CellValue key="duration" value={row.sheet.duration_months} format={(count) => t(`${k}.months`, { count })} />,
          <CellValue key="type" value={row.sheet.balance_type} format={(type) => t(`${k}.balanceTypes.${type}`)} />,
          diffusion(row),
          <CellValue key="turnover" value={row.income?.figures?.turnover_cents} format={euros} />,
          <CellValue key="net" value={row.income?.figures?.net_result_cents} format={euros} />,
          <CellValue key="assets" value={row.balance?.figures?.total_assets_cents} format={euros} />,
          <CellValue key="equity" value={row.balance?.figures?.equity_cents} format={euros} />,
          <CellValue key="published" value={row.sheet.published_at} format={formatDateFr} />,
          row.sheet.confidential ? null : (
            <RowOrderButton key="order" availability={availability} siren={siren} body={{ fiscal_year_end: row.sheet.fiscal_year_end }} documentName={t('orders:choices.fiscal-year', { date: formatDateFr(row.sheet.fiscal_year_end) })} />
          ),
        ],
      }))}
    />
  );
}
