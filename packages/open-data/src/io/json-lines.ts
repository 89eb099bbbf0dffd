import type { Readable } from 'node:stream';
import { CARRIAGE_RETURN, NEWLINE, OPEN_BRACE, startsWithByteOrderMark } from './byte-codes';
import type { JsonRecordText } from './json-record-text';

/** One non-blank line of a JSON-lines stream, as the bytes read (without its newline and CR). */
export interface JsonLineBytes {
  bytes: Buffer;
  /** The line's number in the file (1-based). */
  line: number;
}

/**
 * The non-blank lines of a JSON-lines stream (`.jsonl`) as bytes, with their numbers, for parsers that read
 * UTF-8 themselves. Lines are cut on the bytes: a newline byte never occurs inside a multi-byte UTF-8 character.
 * Each line's bytes are only valid until the next one is asked for.
 */
export async function* readJsonLineBytes(stream: Readable): AsyncGenerator<JsonLineBytes> {
  let line = 1;
  let rest: Buffer | null = null;
  let first = true;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    let bytes: Buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (rest) bytes = Buffer.concat([rest, bytes]);
    let from = 0;
    // A byte-order mark is not JSON whitespace: drop it, once its three bytes (or a line) have come.
    if (first && (bytes.length >= 3 || bytes.includes(NEWLINE))) {
      first = false;
      if (startsWithByteOrderMark(bytes)) from = 3;
    }
    // The whole lines of what has come; the rest waits for the next piece.
    const cut = bytes.lastIndexOf(NEWLINE) + 1;
    if (cut > from) {
      line += yield* jsonLinesOf(bytes.subarray(from, cut), line);
      from = cut;
    }
    rest = from < bytes.length ? bytes.subarray(from) : null;
  }
  if (rest) yield* jsonLinesOf(rest, line);
}

/**
 * The non-blank lines of bytes that hold whole lines (a chunk of a JSON-lines file cut after a newline, or its
 * end), numbered from `firstLine`; returns the number of lines they held, blank ones included.
 */
export function* jsonLinesOf(bytes: Buffer, firstLine: number): Generator<JsonLineBytes, number> {
  let line = firstLine;
  let from = 0;
  while (from < bytes.length) {
    let to = bytes.indexOf(NEWLINE, from);
    if (to === -1) to = bytes.length;
    const text = lineBytes(bytes, from, to);
    if (text !== null) yield { bytes: text, line };
    line++;
    from = to + 1;
  }
  return line - firstLine;
}

/** The line between from and to without its CR, or null when blank. */
function lineBytes(bytes: Buffer, from: number, to: number): Buffer | null {
  if (to > from && bytes[to - 1] === CARRIAGE_RETURN) to--;
  if (to === from) return null;
  // Most lines start with `{`: only another line can be blank.
  if (bytes[from] !== OPEN_BRACE && bytes.toString('utf8', from, to).trim() === '') return null;
  return bytes.subarray(from, to);
}

/**
 * The records of a JSON-lines stream (`.jsonl`): one value per non-blank line, with its line number.
 * The text is not parsed here so that a bad line is the caller's rejection, not a crash.
 * Each line is decoded alone: an ASCII-only line then stays a one-byte string, which JSON.parse reads faster.
 */
export async function* readJsonLines(stream: Readable): AsyncGenerator<JsonRecordText> {
  for await (const { bytes, line } of readJsonLineBytes(stream)) yield { text: bytes.toString('utf8'), line, entry: 0 };
}
