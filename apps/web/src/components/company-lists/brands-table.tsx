import { formatDateFr, type Brand } from '@registre/domain';
import { CellValue } from '@/components/ui/missing-value';
import { getT } from '@/i18n/get-t';
import { DataTable } from '@/components/company-page/data-table';

/** Trademarks filed at INPI: name, number, filing date, status, Nice classes. */
export function BrandsTable({ rows }: { rows: readonly Brand[] }) {
  const t = getT('company-lists');
  const k = 'kinds.marques' as const;
  return (
    <DataTable
      caption={t(`${k}.caption`)}
      columns={[
        { key: 'name', header: t(`${k}.columns.name`) },
        { key: 'number', header: t(`${k}.columns.number`) },
        { key: 'filingDate', header: t(`${k}.columns.filingDate`) },
        { key: 'status', header: t(`${k}.columns.status`) },
        { key: 'classes', header: t(`${k}.columns.classes`) },
      ]}
      rows={rows.map((row) => ({
        key: String(row.id),
        cells: [
          <CellValue key="name" value={row.name} />,
          row.number,
          <CellValue key="filed" value={row.filing_date} format={formatDateFr} />,
          <CellValue key="status" value={row.status} />,
          <CellValue key="classes" value={row.nice_classes.length > 0 ? row.nice_classes.join(', ') : null} />,
        ],
      }))}
    />
  );
}
