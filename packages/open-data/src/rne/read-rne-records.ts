import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { readJsonDocument } from '../io/json-document';
import { readJsonLineBytes } from '../io/json-lines';
import { isJsonLinesPath } from '../io/json-records';
import { openTextInput } from '../io/open-text-input';
import { type JsonSelection, SelectiveJsonParser } from '../io/selective-json';
import { asArray, asObject, asWords } from '../io/json-fields';

/** One RNE company object with where it was read, or a rejected entry with its reason. */
export type RneRawRecord =
  | { file: string; line: number; value: unknown }
  | { file: string; line: number; reason: string; detail?: string };

const JSON_LINES = /\.(jsonl|ndjson)(\.gz)?$/i;
const JSON_DOCUMENT = /\.json(\.gz)?$/i;

/** The files an RNE path designates: the file itself, or the `.json`/`.jsonl` files of a directory in name order. */
export async function listRneFiles(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path];
  const names = (await readdir(path)).filter((name) => JSON_LINES.test(name) || JSON_DOCUMENT.test(name)).sort();
  return names.map((name) => join(path, name));
}

/**
 * The entries of the API-responses wrapper (`{ metadata, responses: [{ siren, data | error }] }`),
 * a wrapper entry met alone, or the company object itself.
 */
function* unwrap(value: unknown, file: string, line: number, wrapped: boolean): Generator<RneRawRecord> {
  const object = asObject(value);
  if (object && !('formality' in object)) {
    if (!wrapped && Array.isArray(object.responses)) {
      // A wrapper on one JSON line (a `.json` wrapper is streamed): its entries are numbered 1, 2, ….
      let index = 0;
      for (const entry of asArray(object.responses)) yield* unwrap(entry, file, ++index, true);
      return;
    }
    if ('data' in object || 'error' in object) {
      const error = asWords(object.error);
      const data = asObject(object.data);
      if (error !== undefined || !data) {
        yield { file, line, reason: 'api-error', detail: `${asWords(object.siren) ?? '?'}: ${error ?? 'no data'}` };
      } else {
        yield { file, line, value: data };
      }
      return;
    }
  }
  yield { file, line, value };
}

export interface RneFileProgress {
  /** Called when a file is opened, with a counter of its bytes read so far. */
  onOpen(bytesRead: () => number): void;
  /** Called when a file has been read to its end. */
  onClose(): void;
}

/** A record as read: the bytes of a JSON line, or the text of a JSON document's record. */
export type RneRecordSource = ({ bytes: Buffer; text: null } | { bytes: null; text: string }) & { line: number; entry: number };

/** The records of one file: JSON lines as their bytes, a JSON document's records as their text. */
async function* recordSources(stream: Readable, path: string): AsyncGenerator<RneRecordSource> {
  if (isJsonLinesPath(path)) {
    for await (const { bytes, line } of readJsonLineBytes(stream)) yield { bytes, text: null, line, entry: 0 };
    return;
  }
  for await (const { text, line, entry } of readJsonDocument(stream)) yield { bytes: null, text, line, entry };
}

/** A record as JSON.parse gives it (the reference, and the faster way to build a whole record). */
function parsedWhole(record: RneRecordSource): unknown {
  return JSON.parse(record.text ?? record.bytes.toString('utf8'));
}

/** The value of a record the selective parser refused (JSON.parse then decides, and names what is wrong). */
const REFUSED = Symbol('refused');

/**
 * Turns records as read into RNE records: each parsed into the fields its reader reads (`RNE_RECORD_FIELDS` for
 * company records), straight from its bytes; `true` parses records whole (with JSON.parse). Invalid JSON is parsed
 * again by JSON.parse, for its message. Used by the file reader below and by the parsing threads, which get
 * chunks of JSON lines.
 */
export class RneRecordParser {
  private readonly parser: SelectiveJsonParser | null;
  private scratch = Buffer.allocUnsafe(1 << 16);

  constructor(fields: JsonSelection) {
    this.parser = fields === true ? null : new SelectiveJsonParser(fields);
  }

  /** A record's UTF-8 bytes: a document's text is written into one reused buffer. */
  private bytesOf(record: RneRecordSource): Buffer {
    if (record.bytes) return record.bytes;
    // Three bytes at most per UTF-16 unit: the text always fits.
    if (this.scratch.length < record.text.length * 3) this.scratch = Buffer.allocUnsafe(record.text.length * 3);
    return this.scratch.subarray(0, this.scratch.write(record.text, 0, 'utf8'));
  }

  /** The RNE records of one record as read (several for an API wrapper written on one line), or its rejection. */
  *records(record: RneRecordSource, file: string): Generator<RneRawRecord> {
    // Entries of the API-responses wrapper are numbered by position, other records by line.
    const line = record.entry || record.line;
    let value: unknown = REFUSED;
    if (this.parser) {
      try {
        value = this.parser.parse(this.bytesOf(record));
      } catch {
        // Refused: JSON.parse below decides, and gives the rejection its message.
      }
    }
    if (value === REFUSED) {
      try {
        value = parsedWhole(record);
      } catch (error) {
        yield { file, line, reason: 'invalid-json', detail: error instanceof Error ? error.message : String(error) };
        return;
      }
    }
    // The common case, a company object, skips the unwrapping generator.
    if (asObject(value)?.formality !== undefined) {
      yield { file, line, value };
      return;
    }
    yield* unwrap(value, file, line, record.entry > 0);
  }
}

/** Every RNE record of the given files, streamed: JSON lines line by line, JSON arrays element by element. */
export async function* readRneRecords(files: readonly string[], fields: JsonSelection, progress?: RneFileProgress): AsyncGenerator<RneRawRecord> {
  const parser = new RneRecordParser(fields);
  for (const path of files) {
    const file = basename(path);
    const input = await openTextInput(path);
    progress?.onOpen(input.bytesRead);
    try {
      for await (const record of recordSources(input.stream, path)) yield* parser.records(record, file);
    } finally {
      input.stream.destroy();
      progress?.onClose();
    }
  }
}
