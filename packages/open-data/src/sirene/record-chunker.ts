/**
 * Cuts a CSV byte stream into chunks of whole records, so that several threads can parse a Sirene stock file at
 * once (see chunk-runner.ts). A chunk ends after a line break that ends a record: one not inside a quoted field.
 * Quotes are rare in Sirene files, so only they are looked at (with `indexOf`), with the rules of
 * CsvRecordParser: a quote opens a quoted field at the start of a field only, a doubled quote inside it is a quote,
 * any other quote closes it.
 */

const LF = 0x0a;
const QUOTE = 0x22;
const COMMA = 0x2c;
const EMPTY = Buffer.alloc(0);

/** The position after the last line break of `text` that ends a record (text starts a record), or 0 if none. */
export function recordBoundary(text: Buffer): number {
  const lastBreak = text.lastIndexOf(LF);
  if (lastBreak < 0) return 0;
  let quoted = false;
  let openedAt = -1;
  for (let q = text.indexOf(QUOTE); q !== -1 && q < lastBreak; q = text.indexOf(QUOTE, q + 1)) {
    if (quoted) {
      if (text[q + 1] === QUOTE) q++;
      else quoted = false;
    } else if (q === 0 || text[q - 1] === COMMA || text[q - 1] === LF) {
      quoted = true;
      openedAt = q;
    }
  }
  if (!quoted) return lastBreak + 1;
  // The last line break is inside a quoted field: cut before the record that holds it.
  return openedAt === 0 ? 0 : text.lastIndexOf(LF, openedAt - 1) + 1;
}

export class RecordChunker {
  private rest: Buffer = EMPTY;

  /** `minBytes`: a chunk is cut once this much is there (the last one may be smaller). */
  constructor(private readonly minBytes = 1 << 20) {}

  /** The chunks `data` completes (often one, possibly none). */
  push(data: Buffer): Buffer[] {
    const text = this.rest.length > 0 ? Buffer.concat([this.rest, data]) : data;
    const cut = text.length >= this.minBytes ? recordBoundary(text) : 0;
    // The rest is copied: a view would keep the whole read buffer alive.
    this.rest = cut === 0 ? text : Buffer.from(text.subarray(cut));
    return cut === 0 ? [] : [text.subarray(0, cut)];
  }

  /** What is left at the end of the stream (a last record without a line break, or a short file). */
  end(): Buffer[] {
    const last = this.rest;
    this.rest = EMPTY;
    return last.length > 0 ? [last] : [];
  }
}
