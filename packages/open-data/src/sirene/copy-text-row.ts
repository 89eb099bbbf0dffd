import type { CopyTupleWriter } from './copy-tuple-writer';
import { daysSince2000 } from './pg-epoch';

/** How a staged column's value is written in binary COPY. */
export type CopyValueKind = 'text' | 'boolean' | 'date' | 'integer' | 'timestamp' | 'text[]';

/** The binary encoding of a staged column's SQL type (staging-upsert.ts StagedColumn.type). */
export function copyValueKind(sqlType: string): CopyValueKind {
  if (/^(text|char\(\d+\)|varchar\(\d+\))$/.test(sqlType)) return 'text';
  if (sqlType === 'boolean' || sqlType === 'date' || sqlType === 'integer' || sqlType === 'timestamp' || sqlType === 'text[]') return sqlType;
  throw new Error(`no binary COPY encoding for the column type ${sqlType}`);
}

const UNESCAPES: Record<string, string> = { '\\': '\\', t: '\t', n: '\n', r: '\r' };

/** A COPY text-format cell's value (copy-cells.ts escapes backslash, tab, line feed and carriage return). */
function unescape(cell: string): string {
  return cell.includes('\\') ? cell.replace(/\\(.)/g, (_, c: string) => UNESCAPES[c] ?? c) : cell;
}

/** The elements of a text[] literal written by copy-cells.ts textArrayCell (`{"a","b"}`, `"` and `\` escaped). */
function arrayElements(literal: string): string[] {
  const elements: string[] = [];
  let i = 1;
  while (literal[i] === '"') {
    let value = '';
    for (i++; literal[i] !== '"'; i++) value += literal[i] === '\\' ? literal[++i] : literal[i];
    elements.push(value);
    i += 2;
  }
  return elements;
}

const digits = (text: string, from: number, count: number) => Number(text.slice(from, from + count));

/** A text value from a string. */
function writeString(out: CopyTupleWriter, value: string): void {
  out.reserve(4 + value.length * 3);
  const at = out.open();
  out.string(value);
  out.close(at);
}

function writeCell(out: CopyTupleWriter, kind: CopyValueKind, cell: string): void {
  out.reserve(32);
  if (cell === '\\N') return out.null();
  switch (kind) {
    case 'text':
      return writeString(out, unescape(cell));
    case 'boolean':
      return out.boolean(cell === 't');
    case 'integer':
      return out.integer(Number(cell));
    case 'date':
      return out.days(daysSince2000(digits(cell, 0, 4), digits(cell, 5, 2), digits(cell, 8, 2)));
    case 'timestamp': {
      const days = daysSince2000(digits(cell, 0, 4), digits(cell, 5, 2), digits(cell, 8, 2));
      if (cell.length === 10) return out.timestamp(days, 0, 0);
      const fraction = cell.slice(20);
      const micros = fraction === '' ? 0 : Number(fraction.padEnd(6, '0'));
      return out.timestamp(days, digits(cell, 11, 2) * 3600 + digits(cell, 14, 2) * 60 + digits(cell, 17, 2), micros);
    }
    case 'text[]': {
      const elements = arrayElements(unescape(cell));
      out.reserve(24);
      const at = out.open();
      out.textArrayHeader(elements.length);
      for (const element of elements) writeString(out, element);
      return out.close(at);
    }
  }
}

/**
 * The string path's row (a COPY text-format line body written by a row mapper, with validated values) as a binary
 * COPY tuple: the byte path writes the same tuple straight from the record's bytes (chunk-mapper.ts).
 */
export function writeTextRow(out: CopyTupleWriter, body: string, kinds: readonly CopyValueKind[]): void {
  const cells = body.split('\t');
  if (cells.length !== kinds.length) throw new Error(`a row of ${cells.length} cells for ${kinds.length} columns`);
  out.reserve(2);
  out.begin(kinds.length);
  for (let i = 0; i < cells.length; i++) writeCell(out, kinds[i] ?? 'text', cells[i] ?? '');
}
