import type { Readable } from 'node:stream';
import { readJsonDocument } from './json-document';
import { readJsonLines } from './json-lines';
import type { JsonRecordText } from './json-record-text';

/** True when the path names a JSON-lines file (one record per line), compressed or not. */
export function isJsonLinesPath(path: string): boolean {
  return /\.(jsonl|ndjson)(\.gz|\.zip)?$/i.test(path);
}

/** The records of a data file: JSON lines when the name says so, else a JSON document. */
export function readJsonRecords(stream: Readable, path: string): AsyncGenerator<JsonRecordText> {
  return isJsonLinesPath(path) ? readJsonLines(stream) : readJsonDocument(stream);
}
