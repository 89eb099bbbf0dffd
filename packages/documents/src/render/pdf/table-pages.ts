import { cellText, isNumeric } from '../../format/cell-text';
import type { Table } from '../../model/document-model';

/**
 * Tables longer than this are laid out by us, not by react-pdf: rows cut into pages, each cell's
 * text wrapped on measured widths, then painted line by line (`long-table-view.ts`). react-pdf lays a
 * table out cell by cell through its whole text pipeline, and its page breaking grows with the square
 * of the rows; this stays linear.
 */
export const LONG_TABLE_ROWS = 40;

export const LONG_FONT_SIZE = 6.5;
/** Height of one line of a cell, in points. */
export const LONG_LINE = 8.5;
/** Space above and below a row's lines. */
export const ROW_PADDING = 0.5;
export const CELL_PADDING = 3;
/** A cell longer than this many lines is cut with an ellipsis (the XLSX and CSV hold it whole). */
export const MAX_CELL_LINES = 8;

export interface ColumnBox {
  x: number;
  width: number;
  /** Numbers are aligned on the right. */
  right: boolean;
}

/** Where each column lies across `contentWidth` points: shares of the columns' relative widths. */
export function columnBoxes(table: Table, contentWidth: number): ColumnBox[] {
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  let x = 0;
  return table.columns.map((column) => {
    const box = { x, width: (column.width / total) * contentWidth, right: isNumeric(column.type) };
    x += box.width;
    return box;
  });
}

export interface WrappedCell {
  lines: string[];
  shortened: boolean;
}

/** A word wider than a line, cut between characters. */
function splitWord(word: string, width: number, measure: (text: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && measure(piece + char) > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** `text` in lines no wider than `width` points, cut at spaces (no-break spaces hold), at most `maxLines`. */
export function wrapCell(text: string, width: number, measure: (text: string) => number, maxLines = MAX_CELL_LINES): WrappedCell {
  if (measure(text) <= width) return { lines: [text], shortened: false };
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    if (measure(word) <= width) {
      line = word;
      continue;
    }
    const pieces = splitWord(word, width, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return { lines, shortened: false };
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last.length > 1 && measure(`${last}…`) > width) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return { lines: kept, shortened: true };
}

export interface LongTableRow {
  /** Each column's lines. */
  cells: string[][];
  height: number;
}

export interface LongTablePage {
  rows: LongTableRow[];
  /** 1-based numbers of the page's first and last rows. */
  first: number;
  last: number;
  /** Sum of the rows' heights. */
  height: number;
  /** Some cell of the page was cut (longer than `MAX_CELL_LINES`). */
  shortened: boolean;
}

/** Every whitespace run but no-break spaces becomes one space: a cell is drawn as flowing text. */
const flow = (text: string) => text.replace(/[^\S\u00A0\u202F]+/g, ' ').trim();

/** The table's rows, every cell wrapped in its column, cut into pages of at most `bodyHeight` points. */
export function cutIntoPages(table: Table, boxes: readonly ColumnBox[], bodyHeight: number, measure: (text: string) => number): LongTablePage[] {
  const pages: LongTablePage[] = [];
  let page: LongTablePage | null = null;
  table.rows.forEach((row, r) => {
    let shortened = false;
    const cells = table.columns.map((column, i) => {
      const wrapped = wrapCell(flow(cellText(column.type, row[i] ?? null)), (boxes[i]?.width ?? 0) - 2 * CELL_PADDING, measure);
      shortened ||= wrapped.shortened;
      return wrapped.lines;
    });
    const height = Math.max(1, ...cells.map((lines) => lines.length)) * LONG_LINE + 2 * ROW_PADDING;
    if (page === null || page.height + height > bodyHeight) {
      page = { rows: [], first: r + 1, last: r + 1, height: 0, shortened: false };
      pages.push(page);
    }
    page.rows.push({ cells, height });
    page.last = r + 1;
    page.height += height;
    page.shortened ||= shortened;
  });
  return pages;
}
