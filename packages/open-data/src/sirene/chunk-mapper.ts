import { ByteRecord } from './byte-record';
import { writeTextRow } from './copy-text-row';
import { CopyTupleWriter } from './copy-tuple-writer';
import { CsvRecordParser, type OnCsvRecord } from './csv-record-parser';
import { RowRejection } from './row-rejection';
import { SireneHeader } from './sirene-header';
import type { SireneRowKind } from './sirene-row-kinds';
import type { SortedKeys } from './sorted-keys';
import type { ByteRowMapper } from './unit-byte-mapper';
import type { RowMapper } from './unit-row-mapper';

/** A row left out, its line counted from the chunk's first line (1). */
export interface ChunkRejection {
  line: number;
  reason: string;
  detail?: string;
}

/** What a chunk of whole records gives: its rows as binary COPY tuples, and what was left out. */
export interface ChunkResult {
  /** The rows kept, as binary COPY tuples of the staged columns (no line number, no file header or trailer). */
  copy: Uint8Array;
  /** Per row kept: its key (SIREN, SIRET), its line counted from the chunk's first line (1), its end in `copy`. */
  keys: Float64Array;
  lines: Int32Array;
  ends: Uint32Array;
  /** Records read, kept or not. */
  read: number;
  /** Physical lines of the chunk. */
  lineCount: number;
  rejections: ChunkRejection[];
}

/** The numeric value of the `length` key digits at `at` (validated digits). */
function leadingNumber(bytes: Uint8Array, at: number, length: number): number {
  let n = 0;
  for (let i = at; i < at + length; i++) n = n * 10 + ((bytes[i] ?? 48) - 48);
  return n;
}

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;
const BACKSLASH = 0x5c;

/**
 * A chunk the byte path can take: no value in it needs COPY escaping (no tab, backslash or carriage return: CRLF
 * files go the string path) and none holds a NUL.
 */
function isPlainChunk(bytes: Buffer): boolean {
  return bytes.indexOf(TAB) < 0 && bytes.indexOf(BACKSLASH) < 0 && bytes.indexOf(CR) < 0 && bytes.indexOf(0) < 0;
}

/** The end of the record starting at `start` (after its line break, or the end of the chunk), quotes considered. */
function quotedRecordEnd(bytes: Uint8Array, start: number): number {
  let quoted = false;
  for (let i = start; i < bytes.length; i++) {
    const c = bytes[i];
    if (quoted) {
      if (c === QUOTE) {
        if (bytes[i + 1] === QUOTE) i++;
        else quoted = false;
      }
    } else if (c === QUOTE) {
      // As CsvRecordParser and record-chunker.ts: a quote opens a quoted field at the start of a field only.
      if (i === start || bytes[i - 1] === COMMA) quoted = true;
    } else if (c === LF) return i + 1;
  }
  return bytes.length;
}

/** The rows kept so far in a chunk, and what was left out. */
class ChunkRows {
  readonly keys: number[] = [];
  readonly lines: number[] = [];
  readonly ends: number[] = [];
  readonly rejections: ChunkRejection[] = [];
  read = 0;

  constructor(readonly out: CopyTupleWriter) {}

  reject(line: number, reason: string, detail?: string): void {
    this.rejections.push(detail === undefined ? { line, reason } : { line, reason, detail });
  }

  result(lineCount: number): ChunkResult {
    return {
      copy: this.out.buffer.subarray(0, this.out.used),
      keys: Float64Array.from(this.keys),
      lines: Int32Array.from(this.lines),
      ends: Uint32Array.from(this.ends),
      read: this.read,
      lineCount,
      rejections: this.rejections,
    };
  }
}

/**
 * Parses, validates and maps chunks of whole records (record-chunker.ts) of one Sirene stock file, in whichever
 * thread runs it. Each row is checked and written once, as a binary COPY tuple, into one buffer per chunk: the
 * thread that writes to PostgreSQL only concatenates them.
 *
 * Two paths give the same tuples. The byte path (a chunk without tab, backslash, carriage return or NUL, which is
 * nearly every chunk of INSEE's files) reads each unquoted line in place and copies its values as bytes, without
 * decoding or re-encoding them (byte-record.ts, *-byte-mapper.ts): parsing 2–2.7 × faster. A record with a quote,
 * or one the byte mapper does not accept (any value to reject or that it cannot be sure of), goes the string path:
 * decoded, parsed by CsvRecordParser, mapped by the row mapper, which gives the exact COPY text line (then encoded
 * by copy-text-row.ts) or the exact rejection.
 */
export class ChunkMapper {
  private readonly map: RowMapper;
  private readonly byteMap: ByteRowMapper | null;
  private readonly record: ByteRecord;
  /** Fields of the file's records, values of a tuple. */
  private readonly columnCount: number;
  private readonly valueCount: number;

  constructor(
    private readonly kind: SireneRowKind,
    header: readonly string[],
    /** The parent keys on a first load (null otherwise: the staging upsert checks the parent). */
    private readonly parentKeys: SortedKeys | null,
    /** false: every record the string path (the tests compare both). */
    bytePath = true,
  ) {
    const sireneHeader = new SireneHeader(header);
    this.map = kind.createMapper(sireneHeader);
    this.byteMap = bytePath ? kind.createByteMapper(sireneHeader) : null;
    this.record = new ByteRecord(sireneHeader.columnCount);
    this.columnCount = sireneHeader.columnCount;
    this.valueCount = kind.valueKinds.length;
  }

  mapChunk(bytes: Uint8Array): ChunkResult {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // Tuples take 1.2–1.35 × their CSV bytes in generated files; a chunk of more grows its buffer once.
    const rows = new ChunkRows(new CopyTupleWriter(bytes.byteLength + (bytes.byteLength >>> 1)));
    if (this.byteMap !== null && isPlainChunk(buffer)) return rows.result(this.mapPlainChunk(buffer, this.byteMap, rows));
    const text = buffer.toString('utf8');
    const hasNul = text.includes('\u0000');
    const parser = new CsvRecordParser(false);
    const onRecord: OnCsvRecord = (fields, line, plain) => this.mapFields(fields, line, plain, hasNul, rows);
    parser.push(text, onRecord);
    parser.end(onRecord);
    return rows.result(parser.linesRead);
  }

  /** The byte path over a plain chunk; returns its count of physical lines. */
  private mapPlainChunk(bytes: Buffer, byteMap: ByteRowMapper, rows: ChunkRows): number {
    const record = this.record;
    const out = rows.out;
    const n = bytes.length;
    let pos = 0;
    let line = 1;
    let nextQuote = -1;
    while (pos < n) {
      const lf = bytes.indexOf(LF, pos);
      const lineEnd = lf < 0 ? n : lf;
      if (nextQuote < pos) {
        nextQuote = bytes.indexOf(QUOTE, pos);
        if (nextQuote < 0) nextQuote = n;
      }
      if (nextQuote < lineEnd) {
        // A record with a quote (perhaps over several lines): the string path, lines counted from this one.
        const end = quotedRecordEnd(bytes, pos);
        const parser = new CsvRecordParser(false);
        const first = line - 1;
        const onRecord: OnCsvRecord = (fields, at, plain) => this.mapFields(fields, first + at, plain, false, rows);
        parser.push(bytes.toString('utf8', pos, end), onRecord);
        parser.end(onRecord);
        line += parser.linesRead;
        pos = end;
        continue;
      }
      if (lineEnd > pos) {
        const mark = out.used;
        // Room for the largest tuple the byte mappers can write from this line: its bytes twice (first names are
        // a copy of fields), and per field a length and at most 8 bytes of a number.
        out.reserve(2 * (lineEnd - pos) + 12 * (this.columnCount + this.valueCount) + 256);
        out.begin(this.valueCount);
        if (record.read(bytes, pos, lineEnd) && byteMap(record, out)) {
          rows.read++;
          this.keep(rows, mark, line);
        } else {
          out.used = mark;
          this.mapFields(bytes.toString('utf8', pos, lineEnd).split(','), line, true, false, rows);
        }
      }
      line++;
      pos = lineEnd + 1;
    }
    return line - 1;
  }

  /** The string path for one record. */
  private mapFields(fields: string[], line: number, plain: boolean, hasNul: boolean, rows: ChunkRows): void {
    rows.read++;
    const body = this.map(fields, plain);
    if (body instanceof RowRejection) return rows.reject(line, body.reason, body.detail);
    // COPY would fail the whole batch on a NUL character: reject that row instead (searched for in the rows of
    // a chunk that holds one only).
    if (hasNul && body.includes('\u0000')) return rows.reject(line, 'invalid-character', 'NUL');
    const mark = rows.out.used;
    writeTextRow(rows.out, body, this.kind.valueKinds);
    this.keep(rows, mark, line);
  }

  /**
   * The tuple just written from `mark` (either path) is kept with its key and line number; on a first load, a row
   * whose parent is unknown is taken back and rejected instead.
   */
  private keep(rows: ChunkRows, mark: number, line: number): void {
    const { kind, parentKeys } = this;
    const out = rows.out;
    // The key's digits follow the tuple's field count (2 bytes) and the key's length (4 bytes).
    const key = leadingNumber(out.buffer, mark + 6, kind.keyLength);
    const parent = parentKeys === null ? undefined : kind.parent;
    if (parent !== undefined && parentKeys !== null && !parentKeys.has(parent.keyOf(key))) {
      out.used = mark;
      return rows.reject(line, parent.reason, parent.detail(parent.keyOf(key)));
    }
    rows.keys.push(key);
    rows.lines.push(line);
    rows.ends.push(out.used);
  }
}
