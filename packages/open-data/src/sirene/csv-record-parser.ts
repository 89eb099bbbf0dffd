/**
 * A small streaming CSV (RFC 4180) parser tuned for the Sirene stock files: comma separator, optional double
 * quotes with doubled quotes inside, LF or CRLF line ends, quoted line breaks, UTF-8 BOM.
 *
 * Why not csv-parse: on a generated 1M-row StockUniteLegale (35 columns, 141 MB) it read 59k rows/s, this parser
 * 310k rows/s (same machine, file streamed from disk) — and the import budget is 100k rows/s for everything. Sirene
 * lines rarely hold a quote, so the hot path is `indexOf('\n')` + `split(',')` on lines without quotes; only lines
 * with a quote go through the state machine.
 *
 * Each record carries its PHYSICAL line number in the file (header = line 1), counting the line breaks inside quoted
 * fields, so rejections point at the line an editor shows. Empty lines are skipped (but counted).
 */

export interface CsvRecord {
  fields: string[];
  /** Physical line number (1-based) where the record starts. */
  line: number;
}

/**
 * Receives each record as soon as it is parsed (records are not collected: they die young, which keeps the
 * garbage collector cheap). `plain` is true when no field can hold a tab, a line break or a backslash (the
 * record had no quote and its chunk holds none of them): its values need no COPY escaping.
 */
export type OnCsvRecord = (fields: string[], line: number, plain: boolean) => void;

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

export class CsvRecordParser {
  private rest = '';
  private nextLine = 1;

  /** `atStart`: the text starts the file (a UTF-8 BOM is dropped); false for a chunk of it (record-chunker.ts). */
  constructor(private atStart = true) {}

  /** Physical lines consumed so far (line breaks inside quoted fields included). */
  get linesRead(): number {
    return this.nextLine - 1;
  }

  /** Parses the complete records of `chunk` (plus what was left from the previous chunk). */
  push(chunk: string, out: OnCsvRecord): void {
    let text = this.rest.length > 0 ? this.rest + chunk : chunk;
    if (this.atStart && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      this.atStart = false;
    }
    const consumed = this.parse(text, out, false);
    this.rest = consumed < text.length ? text.slice(consumed) : '';
  }

  /** Flushes the last record (a file need not end with a line break). */
  end(out: OnCsvRecord): void {
    if (this.rest.length > 0) this.parse(this.rest, out, true);
    this.rest = '';
  }

  private parse(text: string, out: OnCsvRecord, final: boolean): number {
    const n = text.length;
    let pos = 0;
    const plain = text.indexOf('\t') === -1 && text.indexOf('\\') === -1;
    // Position of the next quote at or after `pos` (n when there is none): searched once per quote,
    // not once per line, so a chunk without quotes is scanned once.
    let nextQuote = -1;
    while (pos < n) {
      const nl = text.indexOf('\n', pos);
      if (nl === -1 && !final) break;
      const lineEnd = nl === -1 ? n : nl;
      if (nextQuote < pos) {
        nextQuote = text.indexOf('"', pos);
        if (nextQuote === -1) nextQuote = n;
      }
      if (nextQuote >= lineEnd) {
        let end = lineEnd;
        if (end > pos && text.charCodeAt(end - 1) === CR) end--;
        if (end > pos) out(text.slice(pos, end).split(','), this.nextLine, plain);
        this.nextLine++;
        pos = lineEnd + 1;
        continue;
      }
      const next = this.parseQuotedRecord(text, pos, final, out);
      if (next === -1) break;
      pos = next;
    }
    return Math.min(pos, n);
  }

  /**
   * The slow path: one record holding at least one quote, from `start`. Returns the position after its line
   * break, or -1 when the record is not complete in `text` (and more input may come).
   */
  private parseQuotedRecord(text: string, start: number, final: boolean, out: OnCsvRecord): number {
    const n = text.length;
    const fields: string[] = [];
    let lineBreaks = 0;
    let i = start;
    for (;;) {
      let value = '';
      if (i < n && text.charCodeAt(i) === QUOTE) {
        let segment = i + 1;
        for (;;) {
          const q = text.indexOf('"', segment);
          if (q === -1) {
            if (!final) return -1;
            // Unterminated quote at the end of the file: the rest is the value (the row will fail its checks).
            value += text.slice(segment);
            i = n;
            break;
          }
          if (q + 1 >= n && !final) return -1; // a doubled quote may straddle the chunk boundary
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += text.slice(segment, q + 1);
            segment = q + 2;
            continue;
          }
          value += text.slice(segment, q);
          i = q + 1;
          break;
        }
        for (let k = value.indexOf('\n'); k !== -1; k = value.indexOf('\n', k + 1)) lineBreaks++;
      }
      // Unquoted characters (a whole unquoted field, or stray characters after a closing quote, kept leniently).
      const from = i;
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === COMMA || c === LF) break;
        if (c === CR && (i + 1 >= n || text.charCodeAt(i + 1) === LF)) break;
        i++;
      }
      if (i > from) value += text.slice(from, i);
      if (i >= n) {
        if (!final) return -1;
        fields.push(value);
        this.emit(fields, lineBreaks, out);
        return n;
      }
      const c = text.charCodeAt(i);
      fields.push(value);
      if (c === COMMA) {
        i++;
        continue;
      }
      if (c === CR) {
        if (i + 1 >= n && !final) return -1;
        i++;
      }
      this.emit(fields, lineBreaks, out);
      return i + 1;
    }
  }

  private emit(fields: string[], lineBreaks: number, out: OnCsvRecord): void {
    out(fields, this.nextLine, false);
    this.nextLine += 1 + lineBreaks;
  }
}

/** Parses a whole string into records (tests, small inputs). */
export function parseCsv(text: string): CsvRecord[] {
  const parser = new CsvRecordParser();
  const records: CsvRecord[] = [];
  const collect: OnCsvRecord = (fields, line) => records.push({ fields, line });
  parser.push(text, collect);
  parser.end(collect);
  return records;
}
