/** A value as PostgreSQL's COPY text format reads it. */
export type CopyValue = string | number | bigint | boolean | null | undefined | readonly (string | number)[];

const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

const NEEDS_ESCAPE = /[\\\t\n\r]/;

function escapeText(text: string): string {
  // Almost no value needs escaping: a non-global `test` allocates nothing, `replace` is 5× slower per value.
  return NEEDS_ESCAPE.test(text) ? text.replace(SPECIAL, (c) => ESCAPES[c] ?? c) : text;
}

function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${String(v).replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}

/** One COPY text-format line (tab-separated, `\N` for null, newline-terminated). */
export function toCopyLine(values: readonly CopyValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) line += '\t';
    if (value === null || value === undefined) line += '\\N';
    else if (typeof value === 'string') line += escapeText(value);
    else if (typeof value === 'boolean') line += value ? 't' : 'f';
    else if (Array.isArray(value)) line += escapeText(arrayLiteral(value));
    else line += String(value);
  }
  return `${line}\n`;
}

const UNESCAPES: Record<string, string> = { '\\\\': '\\', '\\t': '\t', '\\n': '\n', '\\r': '\r' };

/** The fields of a line made by `toCopyLine` (without arrays), as text: null for `\N`. */
export function fromCopyLine(line: string): Array<string | null> {
  return line
    .replace(/\n$/, '')
    .split('\t')
    .map((field) => (field === '\\N' ? null : field.replace(/\\[\\tnr]/g, (escape) => UNESCAPES[escape] ?? escape)));
}
