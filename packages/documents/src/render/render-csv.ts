import { stringify } from 'csv-stringify/sync';
import { shortDateFr } from '../format/cell-text';
import type { DocumentModel, Table, TableCell, TableColumn } from '../model/document-model';

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A cell as French Excel reads it: `27/11/2026`, `1234,56` (no grouping), text as is. */
export function csvCell(type: TableColumn['type'], cell: TableCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return type === 'date' ? shortDateFr(cell) : inert(cell);
  if (type === 'money') return (cell / 100).toFixed(2).replace('.', ',');
  return String(Number(cell.toFixed(4))).replace('.', ',');
}

const HEADER_UNITS: Partial<Record<TableColumn['type'], string>> = { money: ' (€)', percent: ' (%)' };

/** A table as French Excel opens it: UTF-8 with BOM, `;` separated, CRLF, RFC 4180 quoting, `27/11/2026`, `1234,56`. */
export function tableToCsv(table: Table): Buffer {
  const records = [table.columns.map((c) => c.header + (HEADER_UNITS[c.type] ?? '')), ...table.rows.map((row) => table.columns.map((c, i) => csvCell(c.type, row[i] ?? null)))];
  return Buffer.from(stringify(records, { delimiter: ';', bom: true, record_delimiter: '\r\n' }), 'utf8');
}

/** A list kind as CSV. */
export function renderCsv(model: DocumentModel): Buffer {
  if (!model.list) throw new Error(`${model.title} has no list to write as CSV`);
  return tableToCsv(model.list.table);
}
