import { formatDateFr, type Patent } from '@registre/domain';
import { CellValue } from '@/components/ui/missing-value';
import { getT } from '@/i18n/get-t';
import { DataTable } from '@/components/company-page/data-table';

/** Patents published by INPI: title, number, filing and publication dates. */
export function PatentsTable({ rows }: { rows: readonly Patent[] }) {
  const t = getT('company-lists');
  const k = 'kinds.brevets' as const;
  return (
    <DataTable
      caption={t(`${k}.caption`)}
      columns={[
        { key: 'title', header: t(`${k}.columns.title`) },
        { key: 'number', header: t(`${k}.columns.number`) },
        { key: 'filingDate', header: t(`${k}.columns.filingDate`) },
        { key: 'publicationDate', header: t(`${k}.columns.publicationDate`) },
      ]}
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
