import { formatDateFr, type DepositedAct } from '@registre/domain';
import { CellValue } from '@/components/ui/missing-value';
import { getT } from '@/i18n/get-t';
import { DataTable } from '@/components/ui/data-table';

/** Acts and articles of incorporation filed with the registry. */
export function ActsTable({ rows }: { rows: readonly DepositedAct[] }) {
  const t = getT('company-records');
  const k = 'kinds.actes-et-statuts' as const;
  return (
    <DataTable
      caption={t(`${k}.caption`)}
      columns={[t(`${k}.columns.filingDate`), t(`${k}.columns.type`), t(`${k}.columns.description`), t(`${k}.columns.filingNumber`), t(`${k}.columns.confidentiality`)]}
      rows={rows.map((row) => ({
        key: String(row.id),
        cells: [
          <CellValue key="filed" value={row.filing_date} format={formatDateFr} />,
          <CellValue key="type" value={row.act_type ?? (row.is_articles_of_incorporation ? t(`${k}.articles`) : null)} />,
          <CellValue key="description" value={row.description} />,
          <CellValue key="number" value={row.filing_number} />,
          row.confidential ? t(`${k}.confidential`) : t(`${k}.public`),
        ],
      }))}
    />
  );
}
