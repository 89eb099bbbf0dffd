import { formatDateFr, type Patent } from '@registre/domain';
import { CellValue } from '@/components/ui/missing-value';
import { getT } from '@/i18n/get-t';
import { DataTable } from '@/components/ui/data-table';

/** Patents published by INPI: title, number, filing and publication dates. */
export function PatentsTable({ rows }: { rows: readonly Patent[] }) {
  const t = getT('company-records');
  const k = 'kinds.brevets' as const;
  return (
    <DataTable
      caption={t(`${k}.caption`)}
      columns={[t(`${k}.columns.title`), t(`${k}.columns.number`), t(`${k}.columns.filingDate`), t(`${k}.columns.publicationDate`)]}
      rows={rows.map((row) => ({
        key: String(row.id),
        cells: [
          <CellValue key="title" value={row.title} />,
          row.number,
          <CellValue key="filed" value={row.filing_date} format={formatDateFr} />,
          <CellValue key="published" value={row.publication_date} format={formatDateFr} />,
        ],
      }))}
    />
  );
}
