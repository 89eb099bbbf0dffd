import { stringify } from 'csv-stringify/sync';
import { shortDateFr, shortDateTimeFr } from '../format/cell-text';
import type { DocumentModel, Table, TableCell, TableColumn } from '../model/document-model';
import { NON_OFFICIAL_LABEL } from './non-official-label';

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A cell as French Excel reads it: `27/11/2026`, `27/11/2026 14:05` (Paris), `1234,56` (no grouping), text as is. */
export function csvCell(type: TableColumn['type'], cell: TableCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return type === 'date' ? shortDateFr(cell) : type === 'datetime' ? shortDateTimeFr(cell) : inert(cell);
  if (type === 'money') return (cell / 100).toFixed(2).replace('.', ',');
  return String(Number(cell.toFixed(4))).replace('.', ',');
}

const HEADER_UNITS: Partial<Record<TableColumn['type'], string>> = { money: ' (€)', percent: ' (%)' };

export interface CsvOptions {
  /** A last column `Avertissement` holding this text on every row (the non-official notice): the file stays one table. */
  notice?: string;
}

/**
 * A table as French Excel opens it: UTF-8 with BOM, `;` separated, CRLF, RFC 4180 quoting, `27/11/2026`, `1234,56`.
 * SIREN and SIRET (`identifier` columns) are always quoted: RFC 4180 readers, LibreOffice ("format quoted field as
 * text") and Excel's import (Données › À partir d'un fichier texte/CSV) keep them as text. Excel opening the file by a
 * double click ignores quotes and reads digits as a number: the XLSX export, whose identifiers are text cells, is the
 * file for Excel (`="…"` formulas would keep them as text there but break every other reader).
 */
export function tableToCsv(table: Table, options: CsvOptions = {}): Buffer {
  return Buffer.concat([csvHeader(table.columns, options), csvRows(table.columns, table.rows, options)]);
}

/** The header line of a table's CSV, after the BOM. */
export function csvHeader(columns: Table['columns'], { notice }: CsvOptions = {}): Buffer {
  const headers = columns.map((c) => c.header + (HEADER_UNITS[c.type] ?? ''));
  return Buffer.from(`\uFEFF${stringify([notice === undefined ? headers : [...headers, 'Avertissement']], { delimiter: ';', record_delimiter: '\r\n' })}`, 'utf8');
}

/** Rows of a table's CSV, after its header (a page of a longer file, or all). */
export function csvRows(columns: Table['columns'], rows: Table['rows'], { notice }: CsvOptions = {}): Buffer {
  const records = rows.map((row) => {
    const cells = columns.map((c, i) => csvCell(c.type, row[i] ?? null));
    return notice === undefined ? cells : [...cells, notice];
  });
  const identifiers = new Set(columns.flatMap((column, index) => (column.type === 'identifier' ? [index] : [])));
  return Buffer.from(
    stringify(records, {
      delimiter: ';',
      record_delimiter: '\r\n',
      cast: { string: (value, context) => (context.index !== undefined && identifiers.has(context.index) && value !== '' ? { value, quoted: true } : value) },
    }),
    'utf8',
  );
}

/** A list kind as CSV, the non-official notice in its last column. */
export function renderCsv(model: DocumentModel): Buffer {
  if (!model.list) throw new Error(`${model.title} has no list to write as CSV`);
  return tableToCsv(model.list.table, { notice: NON_OFFICIAL_LABEL });
}
