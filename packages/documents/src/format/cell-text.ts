import type { ColumnType, TableCell } from '../model/document-model';
import { NO_VALUE, moneyFr, numberFr, percentFr, printable } from './french-text';

/** `2026-11-27` → `27/11/2026`, the short form tables use. */
export function shortDateFr(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** A table cell as text in the PDF and the DOCX. */
export function cellText(type: ColumnType, cell: TableCell): string {
  if (cell === null || cell === '') return NO_VALUE;
  if (typeof cell === 'string') return printable(type === 'date' ? shortDateFr(cell) : cell);
  switch (type) {
    case 'money':
      return moneyFr(cell);
    case 'percent':
      return percentFr(cell);
    case 'number':
      return numberFr(cell, 2);
    case 'year':
      return String(cell);
    default:
      return printable(String(cell));
  }
}

/** Right-aligned column types. */
export const isNumeric = (type: ColumnType) => type === 'money' || type === 'number' || type === 'percent' || type === 'year';
