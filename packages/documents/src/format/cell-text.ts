import type { ColumnType, TableCell } from '../model/document-model';
import { NO_VALUE, moneyFr, numberFr, percentFr, printable } from './french-text';

/** `2026-11-27` → `27/11/2026`, the short form tables use. */
export function shortDateFr(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

const PARIS_PARTS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant's wall-clock time in Paris, `2026-11-27T14:05` (null for an invalid instant). */
export function parisDateTime(iso: string): string | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(PARIS_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** An instant as Paris reads it, `27/11/2026 14:05`; text that is no instant is kept. */
export function shortDateTimeFr(iso: string): string {
  const local = parisDateTime(iso);
  return local ? `${shortDateFr(local)} ${local.slice(11)}` : iso;
}

/** A table cell as text in the PDF and the DOCX. */
export function cellText(type: ColumnType, cell: TableCell): string {
  if (cell === null || cell === '') return NO_VALUE;
  if (typeof cell === 'string') return printable(type === 'date' ? shortDateFr(cell) : type === 'datetime' ? shortDateTimeFr(cell) : cell);
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
