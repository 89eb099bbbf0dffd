import type { ByteRecord } from './byte-record';

const TAB = 0x09;
const LF = 0x0a;
const BACKSLASH = 0x5c;
const N = 0x4e;

/**
 * Writes COPY text-format lines into one growing buffer, from the bytes of a ByteRecord (values that need no
 * escaping: the fast path only takes lines without tab, backslash, carriage return or quote) or from strings.
 */
export class CopyLineWriter {
  buffer: Buffer;
  used = 0;

  constructor(capacity: number) {
    this.buffer = Buffer.allocUnsafeSlow(Math.max(1 << 16, capacity));
  }

  /** Room for `bytes` more bytes. */
  reserve(bytes: number): void {
    if (this.used + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, this.used + bytes));
    this.buffer.copy(grown, 0, 0, this.used);
    this.buffer = grown;
  }

  tab(): void {
    this.buffer[this.used++] = TAB;
  }

  end(): void {
    this.buffer[this.used++] = LF;
  }

  /** `\N`. */
  null(): void {
    const b = this.buffer;
    b[this.used++] = BACKSLASH;
    b[this.used++] = N;
  }

  byte(value: number): void {
    this.buffer[this.used++] = value;
  }

  /** `t` or `f`. */
  boolean(value: boolean): void {
    this.buffer[this.used++] = value ? 0x74 : 0x66;
  }

  /** A ByteRecord.boolean result or 2 for null: `t`, `f` or `\N`. */
  flag(value: number): void {
    if (value === 2) this.null();
    else this.boolean(value === 1);
  }

  /** The field's bytes as they are (the caller reserved room for the whole line). */
  field(record: ByteRecord, field: number): void {
    const from = record.starts[field] ?? 0;
    const to = record.ends[field] ?? 0;
    const source = record.bytes;
    const b = this.buffer;
    let at = this.used;
    if (to - from > 24) {
      b.set(source.subarray(from, to), at);
      at += to - from;
    } else {
      for (let i = from; i < to; i++) b[at++] = source[i] ?? 0;
    }
    this.used = at;
  }

  /** The field, or `\N` when ByteRecord.isNull. */
  text(record: ByteRecord, field: number): void {
    if (record.isNull(field)) this.null();
    else this.field(record, field);
  }

  /** For each field: a tab, then the field or `\N` (a run of text columns). */
  tabTexts(record: ByteRecord, fields: readonly number[]): void {
    for (const field of fields) {
      this.tab();
      this.text(record, field);
    }
  }

  /** The first `count` bytes of a field. */
  prefix(record: ByteRecord, field: number, count: number): void {
    const from = record.starts[field] ?? 0;
    const b = this.buffer;
    for (let i = 0; i < count; i++) b[this.used++] = record.bytes[from + i] ?? 0;
  }

  /** A line written as a string (the string path), with its line break. */
  line(body: string): void {
    this.reserve(body.length * 3 + 1);
    this.used += this.buffer.write(body, this.used, 'utf8');
    this.buffer[this.used++] = LF;
  }

  /**
   * A PostgreSQL text[] literal of the non-null fields (`{"a","b"}`), or `\N` when all are null. Values hold no
   * quote or backslash on this path, so nothing is escaped (as copy-cells.ts textArrayCell would not).
   */
  textArray(record: ByteRecord, fields: readonly number[]): void {
    let open = false;
    for (const field of fields) {
      if (record.isNull(field)) continue;
      this.byte(open ? 0x2c : 0x7b);
      this.byte(0x22);
      this.field(record, field);
      this.byte(0x22);
      open = true;
    }
    if (open) this.byte(0x7d);
    else this.null();
  }
}
