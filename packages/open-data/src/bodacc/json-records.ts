import type { Readable } from 'node:stream';

/** One record of a JSON data file: its text (parsed by the caller) and the line it starts on. */
export interface JsonRecordText {
  text: string;
  line: number;
}

/** Keys of an OpenDataSoft response whose array holds the records: API v1 and Explore v2.x. */
const CONTAINER_KEYS = new Set(['records', 'results']);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COLON = 0x3a;
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** True when the path names a JSON-lines file (one record per line), compressed or not. */
export function isJsonLinesPath(path: string): boolean {
  return /\.(jsonl|ndjson)(\.gz|\.zip)?$/i.test(path);
}

/**
 * The records of a JSON-lines stream: one object per non-blank line, with its line number.
 * The text is not parsed here so that a bad line is the caller's rejection, not a crash.
 * (A plain indexOf splitter: several times faster than node:readline on large files.)
 */
export async function* readJsonLines(stream: Readable): AsyncGenerator<JsonRecordText> {
  stream.setEncoding('utf8');
  let rest = '';
  let line = 0;
  for await (const chunk of stream as AsyncIterable<string>) {
    const text = rest === '' ? chunk : rest + chunk;
    let start = 0;
    let newline = text.indexOf('\n', start);
    while (newline !== -1) {
      line++;
      const record = lineText(text, start, newline);
      if (record !== null) yield { text: record, line };
      start = newline + 1;
      newline = text.indexOf('\n', start);
    }
    rest = text.slice(start);
  }
  if (rest !== '') {
    const record = lineText(rest, 0, rest.length);
    if (record !== null) yield { text: record, line: line + 1 };
  }
}

/** The line between start and end without its CR, or null when blank. */
function lineText(text: string, start: number, end: number): string | null {
  if (end > start && text.charCodeAt(end - 1) === CARRIAGE_RETURN) end--;
  if (end === start) return null;
  const record = text.slice(start, end);
  const first = record.charCodeAt(0);
  // Only a line starting with white space can be blank: trim that one alone.
  if ((first === 0x20 || first === 0x09) && record.trim() === '') return null;
  return record;
}

/**
 * The records of a JSON document, streamed with flat memory whatever the document's size:
 * - an OpenDataSoft response (`{ nhits, parameters, records: [...] }` of API v1, or
 *   `{ total_count, results: [...] }` of Explore v2.1): the objects of its `records` /
 *   `results` array, the rest of the document (facets, parameters) is skipped;
 * - an export (a bare array of objects): its elements;
 * - any other top-level object (concatenated JSON, JSON lines in a `.json` file): itself.
 *
 * A small scanner tracks strings, nesting and newlines; each record's text is handed over
 * whole, with the line it starts on, for the caller to `JSON.parse`.
 */
export async function* readJsonDocument(stream: Readable): AsyncGenerator<JsonRecordText> {
  stream.setEncoding('utf8');
  let depth = 0;
  let inString = false;
  let escaped = false;
  let line = 1;
  // Capture of the current record: its start depth, its pieces across chunks, its first line.
  let capturing = false;
  let captureDepth = 0;
  let captureLine = 0;
  let pieces: string[] = [];
  // Depth at which array elements are records (1: bare array, 2: records/results array), 0: none.
  let recordDepth = 0;
  let topLevelIsObject = false;
  // The last string closed at depth 1 of a top-level object, to recognise the container key.
  let keyStart = -1;
  let keyText = '';
  let pendingKey = '';
  let pendingKeyParts: string[] = [];

  for await (const chunk of stream as AsyncIterable<string>) {
    let captureFrom = capturing ? 0 : -1;
    const length = chunk.length;
    for (let i = 0; i < length; i++) {
      const c = chunk.charCodeAt(i);
      if (inString) {
        if (escaped) {
          // The first character of this chunk was escaped by a backslash ending the previous one.
          escaped = false;
          continue;
        }
        // Most of a record is string content: jump to the closing quote, the one preceded by an
        // even run of backslashes, rather than looking at every character.
        let quote = chunk.indexOf('"', i);
        while (quote !== -1) {
          let k = quote - 1;
          while (k >= i && chunk.charCodeAt(k) === BACKSLASH) k--;
          if ((quote - 1 - k) % 2 === 0) break;
          quote = chunk.indexOf('"', quote + 1);
        }
        if (quote === -1) {
          let k = length - 1;
          while (k >= i && chunk.charCodeAt(k) === BACKSLASH) k--;
          escaped = (length - 1 - k) % 2 === 1;
          i = length;
          continue;
        }
        i = quote;
        inString = false;
        if (keyStart >= 0 || pendingKeyParts.length > 0) {
          keyText = pendingKeyParts.join('') + chunk.slice(Math.max(keyStart, 0), i);
          pendingKeyParts = [];
          keyStart = -1;
        }
        continue;
      }
      switch (c) {
        case QUOTE:
          inString = true;
          if (depth === 1 && topLevelIsObject) {
            keyStart = i + 1;
            pendingKeyParts = [];
          }
          break;
        case COLON:
          if (depth === 1 && topLevelIsObject) pendingKey = keyText;
          break;
        case OPEN_BRACE:
        case OPEN_BRACKET:
          if (depth === 0) {
            topLevelIsObject = c === OPEN_BRACE;
            if (c === OPEN_BRACKET) recordDepth = 1;
            else {
              // Captured until we learn it is a container; a container drops the capture.
              capturing = true;
              captureDepth = 0;
              captureLine = line;
              pieces = [];
              captureFrom = i;
            }
          } else if (depth === 1 && topLevelIsObject && c === OPEN_BRACKET && CONTAINER_KEYS.has(pendingKey)) {
            recordDepth = 2;
            capturing = false;
            pieces = [];
            captureFrom = -1;
          } else if (!capturing && recordDepth > 0 && depth === recordDepth && c === OPEN_BRACE) {
            capturing = true;
            captureDepth = depth;
            captureLine = line;
            pieces = [];
            captureFrom = i;
          }
          depth++;
          break;
        case CLOSE_BRACE:
        case CLOSE_BRACKET:
          depth--;
          if (depth === recordDepth - 1 && recordDepth > 0 && c === CLOSE_BRACKET) recordDepth = 0;
          if (capturing && depth === captureDepth) {
            pieces.push(chunk.slice(captureFrom, i + 1));
            yield { text: pieces.join(''), line: captureLine };
            capturing = false;
            pieces = [];
            captureFrom = -1;
          }
          if (depth === 0) topLevelIsObject = false;
          break;
        case NEWLINE:
          line++;
          break;
      }
    }
    if (capturing && captureFrom >= 0) pieces.push(chunk.slice(captureFrom));
    if (inString && keyStart >= 0) {
      pendingKeyParts.push(chunk.slice(keyStart));
      keyStart = 0;
    }
  }
  if (depth !== 0 || inString) throw new Error('truncated JSON document');
}

/** The records of a data file: JSON lines when the name says so, else a JSON document. */
export function readJsonRecords(stream: Readable, path: string): AsyncGenerator<JsonRecordText> {
  return isJsonLinesPath(path) ? readJsonLines(stream) : readJsonDocument(stream);
}
