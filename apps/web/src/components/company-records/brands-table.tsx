import { formatDateFr, type Brand } from '@registre/domain';
import { RowOrderButton, type RowOrderProps } from '@/components/orders/row-order-button';
import { CellValue } from '@/components/ui/missing-value';
import { getT } from '@/i18n/get-t';
import { brandStatusLabel } from '@/lib/company/brand-status-label';
import { DataTable } from '@/components/ui/data-table';

/** Trademarks filed at INPI: name, number, filing date, status, Nice classes, and the order of each notice. */
export function BrandsTable({ rows, siren, availability }: { rows: readonly Brand[] } & RowOrderProps) {
  const t = getT(['company-records', 'orders', 'company']);
  const k = 'kinds.marques' as const;
  return (
    <DataTable
      caption={t(`${k}.caption`)}
      columns={[t(`${k}.columns.name`), t(`${k}.columns.number`), t(`${k}.columns.filingDate`), t(`${k}.columns.status`), t(`${k}.columns.classes`), t('orders:order-button')]}
      rows={rows.map((row) => ({
        key: String(row.id),
        cells: [
          <CellValue key="name" value={row.name} />,
          row.number,
          <CellValue key="filed" value={row.filing_date} format={formatDateFr} />,
          <CellValue key="status" value={brandStatusLabel(t, row.status)} />,
          <CellValue key="classes" value={row.nice_classes.length > 0 ? row.nice_classes.join(', ') : null} />,
          <RowOrderButton key="order" availability={availability} siren={siren} body={{ brand_number: row.number }} documentName={row.name ?? row.number} />,
        ],
      }))}
    />
  );
}
