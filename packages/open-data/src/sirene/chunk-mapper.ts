import { CsvRecordParser, type OnCsvRecord } from './csv-record-parser';
import { RowRejection } from './row-rejection';
import { SireneHeader } from './sirene-header';
import type { SireneRowKind } from './sirene-row-kinds';
import type { SortedKeys } from './sorted-keys';
import type { RowMapper } from './unit-row-mapper';

/** A row left out, its line counted from the chunk's first line (1). */
export interface ChunkRejection {
  line: number;
  reason: string;
  detail?: string;
}

/** What a chunk of whole records gives: its rows as COPY text lines, and what was left out. */
export interface ChunkResult {
  /** The rows kept, as COPY text-format lines (the staged columns, no line number), each ending with `\n`. */
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

/** The numeric value of the leading key digits of a line body (validated digits). */
function leadingNumber(body: string, length: number): number {
  let n = 0;
  for (let i = 0; i < length; i++) n = n * 10 + (body.charCodeAt(i) - 48);
  return n;
}

/**
 * Parses, validates and maps chunks of whole records (record-chunker.ts) of one Sirene stock file, in whichever
 * thread runs it. Each row is checked and written once, into one buffer per chunk: the thread that writes to
 * PostgreSQL only concatenates them.
 */
export class ChunkMapper {
  private readonly map: RowMapper;

  constructor(
    private readonly kind: SireneRowKind,
    header: readonly string[],
    /** The parent keys on a first load (null otherwise: the staging upsert checks the parent). */
    private readonly parentKeys: SortedKeys | null,
  ) {
    this.map = kind.createMapper(new SireneHeader(header));
  }

  mapChunk(bytes: Uint8Array): ChunkResult {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    const hasNul = text.includes('\u0000');
    let out = Buffer.allocUnsafeSlow(Math.max(1 << 16, bytes.byteLength + (bytes.byteLength >> 2)));
    let used = 0;
    const keys: number[] = [];
    const lines: number[] = [];
    const ends: number[] = [];
    const rejections: ChunkRejection[] = [];
    let read = 0;
    const { kind, parentKeys, map } = this;
    const parent = parentKeys === null ? undefined : kind.parent;

    const onRecord: OnCsvRecord = (fields, line, plain) => {
      read++;
      const body = map(fields, plain);
      if (body instanceof RowRejection) {
        rejections.push(body.detail === undefined ? { line, reason: body.reason } : { line, reason: body.reason, detail: body.detail });
        return;
      }
      // COPY would fail the whole batch on a NUL character: reject that row instead (searched for in the rows of
      // a chunk that holds one only).
      if (hasNul && body.includes('\u0000')) {
        rejections.push({ line, reason: 'invalid-character', detail: 'NUL' });
        return;
      }
      const key = leadingNumber(body, kind.keyLength);
      if (parent !== undefined && parentKeys !== null) {
        const parentKey = parent.keyOf(key);
        if (!parentKeys.has(parentKey)) {
          rejections.push({ line, reason: parent.reason, detail: parent.detail(parentKey) });
          return;
        }
      }
      // UTF-8 takes at most 3 bytes per UTF-16 unit.
      if (used + body.length * 3 + 1 > out.length) {
        const grown = Buffer.allocUnsafeSlow(Math.max(out.length * 2, used + body.length * 3 + 1));
        out.copy(grown, 0, 0, used);
        out = grown;
      }
      used += out.write(body, used, 'utf8');
      out[used++] = 0x0a;
      keys.push(key);
      lines.push(line);
      ends.push(used);
    };

    const parser = new CsvRecordParser(false);
    parser.push(text, onRecord);
    parser.end(onRecord);
    return {
      copy: out.subarray(0, used),
      keys: Float64Array.from(keys),
      lines: Int32Array.from(lines),
      ends: Uint32Array.from(ends),
      read,
      lineCount: parser.linesRead,
      rejections,
    };
  }
}
