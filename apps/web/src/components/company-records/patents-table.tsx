import { formatDateFr, type Patent } from '@registre/domain';
import { RowOrderButton, type RowOrderProps } from '@/components/orders/row-order-button';
import { CellValue } from '@/components/ui/missing-value';
import { getT } from '@/i18n/get-t';
import { DataTable } from '@/components/ui/data-table';

/** Patents published by INPI: title, number, filing and publication dates, and the order of each notice. */
export function PatentsTable({ rows, siren, availability }: { rows: readonly Patent[] } & RowOrderProps) {
  const t = getT(['company-records', 'orders']);
  const k = 'kinds.brevets' as const;
  return (
    <DataTable
      caption={t(`${k}.caption`)}
      columns={[t(`${k}.columns.title`), t(`${k}.columns.number`), t(`${k}.columns.filingDate`), t(`${k}.columns.publicationDate`), t('orders:order-button')]}
      rows={rows.map((row) => ({
        key: String(row.id),
        cells: [
          <CellValue key="title" value={row.title} />,
          row.number,
          <CellValue key="filed" value={row.filing_date} format={formatDateFr} />,
          <CellValue key="published" value={row.publication_date} format={formatDateFr} />,
          <RowOrderButton key="order" availability={availability} siren={siren} body={{ patent_number: row.number }} documentName={row.title ?? row.number} />,
        ],
      }))}
    />
  );
}
