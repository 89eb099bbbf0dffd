import type { Readable } from 'node:stream';
import type { JsonRecordText } from './json-record-text';

/** Keys of an API response whose array holds the records: OpenDataSoft v1 and v2.x, INPI RNE. */
const CONTAINER_KEYS = new Set(['records', 'results', 'responses']);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COLON = 0x3a;
const NEWLINE = 0x0a;

/**
 * The records of a JSON document, streamed with flat memory whatever the document's size:
 * - an API wrapper: the objects of its `records` / `results` / `responses` array, numbered by
 *   `entry`; the rest of the document (facets, parameters, metadata) is skipped. These are the
 *   OpenDataSoft responses (`{ nhits, parameters, records: [...] }` of API v1,
 *   `{ total_count, results: [...] }` of Explore v2.1) and the INPI RNE API responses
 *   (`{ metadata, responses: [{ siren, data | error }] }`);
 * - an export (a bare array of objects, such as the multi-gigabyte INPI stock files): its
 *   objects (elements that are not objects are skipped);
 * - any other top-level object (one document, concatenated JSON, JSON lines in a `.json`
 *   file): itself.
 *
 * A small scanner tracks strings, nesting and newlines; each record's text is handed over
 * whole, with the line it starts on, for the caller to `JSON.parse`. A record cut by the end
 * of the input is handed over too, for the caller to reject; a document cut between records
 * throws.
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
  // Depth at which array elements are records (1: bare array, 2: wrapper array), 0: none.
  let recordDepth = 0;
  // Position of the current record in a wrapper's array (0 elsewhere).
  let entry = 0;
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
            entry = 0;
            capturing = false;
            pieces = [];
            captureFrom = -1;
          } else if (!capturing && recordDepth > 0 && depth === recordDepth && c === OPEN_BRACE) {
            capturing = true;
            captureDepth = depth;
            captureLine = line;
            if (recordDepth === 2) entry++;
            pieces = [];
            captureFrom = i;
          }
          depth++;
          break;
        case CLOSE_BRACE:
        case CLOSE_BRACKET:
          depth--;
          if (depth === recordDepth - 1 && recordDepth > 0 && c === CLOSE_BRACKET) {
            recordDepth = 0;
            entry = 0;
          }
          if (capturing && depth === captureDepth) {
            pieces.push(chunk.slice(captureFrom, i + 1));
            yield { text: pieces.join(''), line: captureLine, entry: recordDepth === 2 ? entry : 0 };
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
  // A record cut by the end of the file is handed over for the caller to reject with its line;
  // a document cut between records has nothing to reject: it is an error.
  if (capturing) yield { text: pieces.join(''), line: captureLine, entry: recordDepth === 2 ? entry : 0 };
  else if (depth !== 0 || inString) throw new Error('truncated JSON document');
}
