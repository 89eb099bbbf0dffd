import type { Readable } from 'node:stream';
import type { JsonRecordText } from './json-record-text';

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const OPEN_BRACE = 0x7b;

/**
 * The records of a JSON-lines stream (`.jsonl`): one value per non-blank line, with its line number.
 * The text is not parsed here so that a bad line is the caller's rejection, not a crash.
 * Lines are cut on the bytes (a newline byte never occurs inside a multi-byte UTF-8 character) and
 * decoded one by one: an ASCII-only line then stays a one-byte string, which JSON.parse reads faster.
 */
export async function* readJsonLines(stream: Readable): AsyncGenerator<JsonRecordText> {
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
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) from = 3;
    }
    for (let to = bytes.indexOf(NEWLINE, from); to !== -1; to = bytes.indexOf(NEWLINE, from)) {
      const text = lineText(bytes, from, to);
      if (text !== null) yield { text, line, entry: 0 };
      line++;
      from = to + 1;
    }
    rest = from < bytes.length ? bytes.subarray(from) : null;
  }
  const text = rest ? lineText(rest, 0, rest.length) : null;
  if (text !== null) yield { text, line, entry: 0 };
}

/** The line between from and to without its CR, or null when blank. */
function lineText(bytes: Buffer, from: number, to: number): string | null {
  if (to > from && bytes[to - 1] === CARRIAGE_RETURN) to--;
  if (to === from) return null;
  const text = bytes.toString('utf8', from, to);
  // Most lines start with `{`: only another line can be blank.
  if (bytes[from] !== OPEN_BRACE && text.trim() === '') return null;
  return text;
}
