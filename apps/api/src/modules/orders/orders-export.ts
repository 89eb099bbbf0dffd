import { tableToCsv, tableToXlsx, type Table, type TableCell, type TableColumn } from '@registre/documents';
import { documentKindName, type Order } from '@registre/domain';

const STATE_LABELS: Record<Order['state'], string> = { pending: 'En cours', completed: 'Disponible', unfulfillable: 'Impossible à produire' };

/** The columns of the orders export: the document by its French name, the order's instant in Paris time. */
const COLUMNS: (TableColumn & { value: (order: Order) => TableCell })[] = [
  { header: 'Commande', type: 'text', width: 38, value: (order) => order.id },
  { header: 'Date', type: 'datetime', width: 18, value: (order) => order.created_at },
  { header: 'Document', type: 'text', width: 32, value: (order) => documentKindName(order.document_type) },
  { header: 'SIREN', type: 'identifier', width: 12, value: (order) => order.siren },
  { header: 'État', type: 'text', width: 22, value: (order) => STATE_LABELS[order.state] },
  { header: 'Code erreur', type: 'text', width: 22, value: (order) => order.error_code },
  { header: 'Fichier', type: 'text', width: 40, value: (order) => order.file_name },
];

function ordersTable(orders: readonly Order[]): Table {
  return {
    columns: COLUMNS.map(({ header, type, width }) => ({ header, type, width })),
    rows: orders.map((order) => COLUMNS.map((column) => column.value(order))),
  };
}

/** The user's orders as CSV (UTF-8 with BOM and `;`, dates `27/11/2026 14:05` in Paris, SIREN quoted), as French spreadsheets open it. */
export const ordersCsv = (orders: readonly Order[]): Buffer => tableToCsv(ordersTable(orders));

/** The user's orders as XLSX: dates as date cells (Paris time), SIREN as text, the brand as the workbook's author. */
export const ordersXlsx = (orders: readonly Order[], properties: { creator: string; created: Date }): Promise<Buffer> =>
  tableToXlsx('Commandes', ordersTable(orders), { properties: { ...properties, title: 'Mes commandes' } });
