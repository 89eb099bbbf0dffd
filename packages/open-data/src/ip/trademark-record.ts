import type { CopyValue } from '../import/copy-format';
import { asText, type JsonObject } from '../io/json-fields';
import { optionalDate, optionalSiren, requiredNumber } from './ip-fields';

/** Statuses of a trademark application (docs/data-formats.md). */
export const TRADEMARK_STATUSES = ['filed', 'published', 'opposed', 'registered', 'expired', 'withdrawn', 'rejected'] as const;
const STATUSES: ReadonlySet<string> = new Set(TRADEMARK_STATUSES);

/** Columns of `trademarks` the importer writes, in the order of `TrademarkRow`. */
export const TRADEMARK_COLUMNS = [
  { name: 'number', type: 'text NOT NULL' },
  { name: 'siren', type: 'char(9)' },
  { name: 'name', type: 'text' },
  { name: 'filing_date', type: 'date' },
  { name: 'status', type: 'text' },
  { name: 'nice_classes', type: 'smallint[]' },
] as const;

export type TrademarkRow = [number: string, siren: string | null, name: string, filingDate: string | null, status: string | null, niceClasses: number[] | null];

export type ParsedRecord<Row> = { row: Row } | { reason: string; detail: string };

function niceClasses(value: unknown): { value: number[] | null } | { reason: string; detail: string } {
  if (value === undefined || value === null) return { value: null };
  const items = Array.isArray(value) ? value : [value];
  const classes = new Set<number>();
  for (const item of items) {
    const n = typeof item === 'number' ? item : Number(asText(item));
    if (!Number.isInteger(n) || n < 1 || n > 45) return { reason: 'invalid-nice-class', detail: JSON.stringify(value) };
    classes.add(n);
  }
  return { value: classes.size === 0 ? null : [...classes].sort((a, b) => a - b) };
}

/**
 * One line of a trademarks file: `{ number, name, filingDate?, status?, niceClasses?, holderSiren?,
 * holderName? }` → a row, or the reason it is refused.
 */
export function parseTrademark(record: JsonObject): ParsedRecord<TrademarkRow> {
  const number = requiredNumber(record.number);
  if ('reason' in number) return number;
  const name = asText(record.name);
  if (name === undefined) return { reason: 'missing-name', detail: number.value };
  const filingDate = optionalDate(record.filingDate, 'filingDate');
  if ('reason' in filingDate) return filingDate;
  const status = asText(record.status)?.toLowerCase() ?? null;
  if (status !== null && !STATUSES.has(status)) return { reason: 'invalid-status', detail: status };
  const classes = niceClasses(record.niceClasses);
  if ('reason' in classes) return classes;
  const siren = optionalSiren(record.holderSiren ?? record.siren, 'holderSiren');
  if ('reason' in siren) return siren;
  return { row: [number.value, siren.value, name, filingDate.value, status, classes.value] };
}

/** The row's values for COPY (same order as TRADEMARK_COLUMNS). */
export const trademarkValues = (row: TrademarkRow): CopyValue[] => row;
