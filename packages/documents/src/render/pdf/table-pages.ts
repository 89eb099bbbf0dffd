import { cellText } from '../../format/cell-text';
import type { Table } from '../../model/document-model';

/**
 * Tables longer than this are cut into pages by us: one line a row (long texts shortened, the
 * XLSX and CSV hold them whole), one text per column and page. react-pdf lays a table out cell by
 * cell and its page breaking grows with the square of the rows; this stays linear and ~100× lighter.
 */
export const LONG_TABLE_ROWS = 40;

export const LONG_FONT_SIZE = 6.5;
export const LONG_LINE = 9;
/** An upper bound of DejaVu Sans' advance per character (capitals included), so a shortened text never wraps. */
const CHAR_WIDTH = LONG_FONT_SIZE * 0.72;
const CELL_PADDING = 4;

/** `text` cut to `max` characters with an ellipsis. */
function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`;
}

export interface LongTablePage {
  /** One text per column: its cells of the page, one line each. */
  columns: string[];
  first: number;
  last: number;
}

/** The table as pages of `pageHeight` points, each column's cells joined by line breaks. */
export function cutIntoPages(table: Table, contentWidth: number, pageHeight: number): LongTablePage[] {
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => Math.max(2, Math.floor(((column.width / total) * contentWidth - CELL_PADDING) / CHAR_WIDTH)));
  const perPage = Math.max(1, Math.floor(pageHeight / LONG_LINE));
  const pages: LongTablePage[] = [];
  for (let start = 0; start < table.rows.length; start += perPage) {
    const rows = table.rows.slice(start, start + perPage);
    pages.push({
      columns: table.columns.map((column, i) => rows.map((row) => shorten(cellText(column.type, row[i] ?? null).replace(/\s+/g, ' '), widths[i] ?? 2)).join('\n')),
      first: start + 1,
      last: start + rows.length,
    });
  }
  return pages;
}
