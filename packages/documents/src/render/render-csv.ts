import { stringify } from 'csv-stringify/sync';
import { shortDateFr } from '../format/cell-text';
import type { DocumentModel, TableCell, TableColumn } from '../model/document-model';

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
const inert = (text: string) => (/^[=+@\t\r]/.test(text) ? `'${text}` : text);

/** A cell as French Excel reads it: `27/11/2026`, `1234,56` (no grouping), text as is. */
export function csvCell(type: TableColumn['type'], cell: TableCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return type === 'date' ? shortDateFr(cell) : inert(cell);
  if (type === 'money') return (cell / 100).toFixed(2).replace('.', ',');
  return String(Number(cell.toFixed(4))).replace('.', ',');
}

const HEADER_UNITS: Partial<Record<TableColumn['type'], string>> = { money: ' (€)', percent: ' (%)' };

/** A list kind as CSV: UTF-8 with BOM, `;` separated, CRLF, RFC 4180 quoting. */
export function renderCsv(model: DocumentModel): Buffer {
  if (!model.list) throw new Error(`${model.title} has no list to write as CSV`);
  const { table } = model.list;
  const records = [table.columns.map((c) => c.header + (HEADER_UNITS[c.type] ?? '')), ...table.rows.map((row) => table.columns.map((c, i) => csvCell(c.type, row[i] ?? null)))];
  return Buffer.from(stringify(records, { delimiter: ';', bom: true, record_delimiter: '\r\n' }), 'utf8');
}
