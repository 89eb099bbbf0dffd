import type { RecordCut } from '../io/whole-record-chunks';

/**
 * Where a chunk of a CSV byte stream is cut, so that chunks of whole records can be parsed apart, by several threads
 * at once (see chunk-runner.ts). A chunk ends after a line break that ends a record: one not inside a quoted field.
 * Quotes are rare in Sirene files, so only they are looked at (with `indexOf`), with the rules of
 * CsvRecordParser: a quote opens a quoted field at the start of a field only, a doubled quote inside it is a quote,
 * any other quote closes it.
 */

const LF = 0x0a;
const QUOTE = 0x22;
const COMMA = 0x2c;

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

/** `wholeRecordChunks`' cut for Sirene files: after the last record's line break. */
export const sireneRecordCut: RecordCut = (bytes, used) => recordBoundary(bytes.subarray(0, used));
