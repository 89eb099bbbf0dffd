/**
 * Values as cells of a COPY text-format line, for the Sirene mappers that build their lines directly (one string
 * per row, no intermediate array: see run-sirene-import.ts). Same format as import/copy-format.ts.
 */

export const NULL_CELL = '\\N';

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A text value, escaped. */
export function textCell(value: string | null): string {
  if (value === null) return NULL_CELL;
  return NEEDS_ESCAPE.test(value) ? value.replace(SPECIAL, (c) => ESCAPES[c] ?? c) : value;
}

/** A text value known to hold no tab, line break or backslash (see CsvRecordParser's `plain`). */
export function plainCell(value: string | null): string {
  return value === null ? NULL_CELL : value;
}

export function booleanCell(value: boolean | null): string {
  return value === null ? NULL_CELL : value ? 't' : 'f';
}

/** A text[] value: PostgreSQL array literal, then COPY-escaped. */
export function textArrayCell(values: readonly string[] | null): string {
  if (values === null) return NULL_CELL;
  return textCell(`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`);
}
