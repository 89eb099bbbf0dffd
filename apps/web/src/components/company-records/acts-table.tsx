import { formatDateFr, type DepositedAct } from '@registre/domain';
import { RowOrderButton, type RowOrderProps } from '@/components/orders/row-order-button';
import { CellValue } from '@/components/ui/missing-value';
import { getT } from '@/i18n/get-t';
import { DataTable } from '@/components/ui/data-table';

/** Acts and articles of incorporation filed with the registry, each public one with its order button. */
export function ActsTable({ rows, siren, availability }: { rows: readonly DepositedAct[] } & RowOrderProps) {
  const t = getT(['company-records', 'orders', 'company']);
  const k = 'kinds.actes-et-statuts' as const;
  // No order column when no act can be ordered (acts come from INPI: none without its access).
  const orderable = availability?.available === true;
  return (
    <DataTable
      caption={t(`${k}.caption`)}
      columns={[t(`${k}.columns.filingDate`), t(`${k}.columns.type`), t(`${k}.columns.description`), t(`${k}.columns.filingNumber`), t(`${k}.columns.confidentiality`), ...(orderable ? [t('orders:order-button')] : [])]}
      rows={rows.map((row) => ({
        key: String(row.id),
        cells: [
          <CellValue key="filed" value={row.filing_date} format={formatDateFr} />,
          <CellValue key="type" value={row.act_type ?? (row.is_articles_of_incorporation ? t(`${k}.articles`) : null)} />,
          <CellValue key="description" value={row.description} />,
          <CellValue key="number" value={row.filing_number} />,
          row.confidential ? t(`${k}.confidential`) : t(`${k}.public`),
          ...(orderable
            ? [
                row.filing_number && !row.confidential ? (
                  <RowOrderButton key="order" availability={availability} siren={siren} body={{ filing_number: row.filing_number }} documentName={`${t('company:acts.orderName')} ${row.filing_number}`} />
                ) : null,
              ]
            : []),
        ],
      }))}
    />
  );
}
