import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import type { Order } from '@registre/domain';

const HEADERS = ['Commande', 'Date', 'Document', 'SIREN', 'État', 'Code erreur', 'Fichier'];
const STATE_LABELS: Record<Order['state'], string> = { pending: 'En cours', completed: 'Disponible', unfulfillable: 'Impossible à produire' };

function rowOf(order: Order): string[] {
  return [order.id, order.created_at, order.document_type, order.siren ?? '', STATE_LABELS[order.state], order.error_code ?? '', order.file_name ?? ''];
}

/** The user's orders as CSV (UTF-8 with BOM and `;`, as French spreadsheets open it). */
export function ordersCsv(orders: readonly Order[]): Buffer {
  return Buffer.from(`\uFEFF${stringify([HEADERS, ...orders.map(rowOf)], { delimiter: ';' })}`, 'utf8');
}

export async function ordersXlsx(orders: readonly Order[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Commandes');
  sheet.addRow(HEADERS).font = { bold: true };
  for (const order of orders) sheet.addRow(rowOf(order));
  sheet.columns.forEach((column, index) => {
    column.width = [38, 26, 28, 12, 22, 22, 40][index] ?? 20;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
