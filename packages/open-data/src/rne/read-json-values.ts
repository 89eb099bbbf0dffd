import type { Readable } from 'node:stream';
import { JsonArraySplitter } from './json-array-splitter';

/** A parsed JSON value with its line, or a line that is not JSON. */
export type JsonItem = { line: number; value: unknown } | { line: number; invalid: string };

/** A `.json` file that is not an array is read whole: past this size, use JSON lines or an array. */
export const MAX_WHOLE_DOCUMENT_CHARS = 256 * 1024 * 1024;

function parseItem(text: string, line: number): JsonItem {
  try {
    return { line, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { line, invalid: error instanceof Error ? error.message : String(error) };
  }
}

async function* textChunks(stream: Readable): AsyncGenerator<string> {
  stream.setEncoding('utf8');
  let first = true;
  for await (const chunk of stream as AsyncIterable<string>) {
    // A byte-order mark is not JSON whitespace.
    yield first && chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk;
    first = false;
  }
}

const NEWLINE = 0x0a;

/** One line of JSON lines; null for a blank line. */
function lineItem(text: string, line: number): JsonItem | null {
  // Most lines start with `{`: no need to look for blanks (JSON.parse ignores a trailing \r).
  if (text.charCodeAt(0) === 0x7b) return parseItem(text, line);
  return text.trim() === '' ? null : parseItem(text, line);
}

function* linesOf(text: string): Generator<JsonItem> {
  let line = 1;
  for (const content of text.split('\n')) {
    const item = lineItem(content, line++);
    if (item) yield item;
  }
}

/**
 * JSON lines (`.jsonl`): one value per line, blank lines ignored, each line parsed on its own.
 * Lines are cut on the bytes (a newline byte never occurs inside a multi-byte UTF-8 character)
 * and decoded one by one: an ASCII-only line then stays a one-byte string, which JSON.parse reads faster.
 */
export async function* readJsonLines(stream: Readable): AsyncGenerator<JsonItem> {
  let line = 1;
  let rest: Buffer | null = null;
  let first = true;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    let bytes: Buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (rest) bytes = Buffer.concat([rest, bytes]);
    let from = 0;
    if (first) {
      first = false;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) from = 3;
    }
    for (let to = bytes.indexOf(NEWLINE, from); to !== -1; to = bytes.indexOf(NEWLINE, from)) {
      const item = lineItem(bytes.toString('utf8', from, to), line);
      if (item) yield item;
      line++;
      from = to + 1;
    }
    rest = from < bytes.length ? bytes.subarray(from) : null;
  }
  const item = rest ? lineItem(rest.toString('utf8'), line) : null;
  if (item) yield item;
}

/**
 * A `.json` file: a top-level array is streamed element by element (any size); any other document
 * (one object, the API-responses wrapper) is read whole up to {@link MAX_WHOLE_DOCUMENT_CHARS}; a
 * `.json` file that turns out to hold JSON lines is read as such.
 */
export async function* readJsonDocument(stream: Readable): AsyncGenerator<JsonItem> {
  let splitter: JsonArraySplitter | null = null;
  let whole: string | null = null;
  for await (const chunk of textChunks(stream)) {
    if (splitter) {
      for (const element of splitter.push(chunk)) yield parseItem(element.text, element.line);
      continue;
    }
    if (whole !== null) {
      whole += chunk;
      if (whole.length > MAX_WHOLE_DOCUMENT_CHARS) throw new Error(`JSON document larger than ${MAX_WHOLE_DOCUMENT_CHARS} characters: write it as JSON lines (.jsonl) or as an array`);
      continue;
    }
    const first = chunk.trimStart();
    if (first === '') continue;
    if (first.startsWith('[')) {
      splitter = new JsonArraySplitter();
      for (const element of splitter.push(chunk)) yield parseItem(element.text, element.line);
    } else {
      whole = chunk;
    }
  }
  if (splitter) {
    const rest = splitter.end();
    if (rest) yield parseItem(rest.text, rest.line);
    return;
  }
  if (whole === null) return;
  const item = parseItem(whole, 1);
  if ('value' in item) {
    yield item;
    return;
  }
  // Not one document: JSON lines saved under a .json name, or a broken document.
  const lines = whole.trim().split('\n').length;
  if (lines > 1) yield* linesOf(whole);
  else yield item;
}
