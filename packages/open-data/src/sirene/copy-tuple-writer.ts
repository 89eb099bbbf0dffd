import type { ByteRecord } from './byte-record';

const TEXT_OID = 25;

/**
 * ByteRecord.isNull's test on a value's bytes: empty, or INSEE's `[ND]`. Repeated here on purpose: `texts` runs it a
 * dozen times a row, and a function imported from another module is not inlined when run through tsx (mapping the
 * establishments took 1.32 µs a row with ByteRecord's, 1.24 µs with this one).
 */
function isNullValue(b: Uint8Array, start: number, length: number): boolean {
  return length === 0 || (length === 4 && b[start] === 0x5b && b[start + 1] === 0x4e && b[start + 2] === 0x44 && b[start + 3] === 0x5d);
}

/**
 * Writes tuples of PostgreSQL's binary COPY format into one growing buffer: a field count (int16), then per field
 * its length (int32, -1 for NULL) and its bytes. Text values are copied from the bytes of a ByteRecord (the byte
 * path: values that need no escaping) or encoded from strings (the string path, copy-text-row.ts); dates and
 * timestamps go as numbers, so PostgreSQL does not parse them (its date and timestamp input was a fifth of a text
 * COPY of the companies: docs/benchmarks-log.md).
 */
export class CopyTupleWriter {
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

  /** Starts a tuple of `count` fields. */
  begin(count: number): void {
    this.buffer[this.used++] = count >>> 8;
    this.buffer[this.used++] = count & 0xff;
  }

  /** A big-endian int32 (byte stores: Buffer.writeInt32BE's checks were a tenth of the mapping's time). */
  private int32(value: number): void {
    const b = this.buffer;
    const at = this.used;
    b[at] = value >>> 24;
    b[at + 1] = (value >>> 16) & 0xff;
    b[at + 2] = (value >>> 8) & 0xff;
    b[at + 3] = value & 0xff;
    this.used = at + 4;
  }

  null(): void {
    const b = this.buffer;
    const at = this.used;
    b[at] = 0xff;
    b[at + 1] = 0xff;
    b[at + 2] = 0xff;
    b[at + 3] = 0xff;
    this.used = at + 4;
  }

  /**
   * Starts a value whose length is known once written: returns where its length goes, for `close`. Between the
   * two, the value's bytes are written with `byte`, `bytes` or `string`.
   */
  open(): number {
    const at = this.used;
    this.used += 4;
    return at;
  }

  /** Ends the value opened at `at`; an empty value becomes NULL when `emptyIsNull`. */
  close(at: number, emptyIsNull = false): void {
    const end = this.used;
    this.used = at;
    if (end === at + 4 && emptyIsNull) this.null();
    else {
      this.int32(end - at - 4);
      this.used = end;
    }
  }

  byte(value: number): void {
    this.buffer[this.used++] = value;
  }

  /** `count` bytes of `source` from `from`. */
  bytes(source: Uint8Array, from: number, count: number): void {
    const b = this.buffer;
    const at = this.used;
    if (count > 24) b.set(source.subarray(from, from + count), at);
    else for (let i = 0; i < count; i++) b[at + i] = source[from + i] ?? 0;
    this.used = at + count;
  }

  /** A string's UTF-8 bytes (the caller reserved 3 bytes per UTF-16 unit). */
  string(value: string): void {
    this.used += this.buffer.write(value, this.used, 'utf8');
  }

  /** A one-byte text value (a status letter). */
  char(value: number): void {
    this.int32(1);
    this.byte(value);
  }

  boolean(value: boolean): void {
    this.int32(1);
    this.byte(value ? 1 : 0);
  }

  /** A ByteRecord.boolean result or 2 for null. */
  flag(value: number): void {
    if (value === 2) this.null();
    else this.boolean(value === 1);
  }

  integer(value: number): void {
    this.int32(4);
    this.int32(value);
  }

  /** A `timestamp` (without zone): microseconds from 2000-01-01 00:00, as an int64. */
  timestamp(days: number, seconds: number, micros: number): void {
    const total = (days * 86_400 + seconds) * 1_000_000 + micros;
    if (Number.isSafeInteger(total)) return this.micros(total);
    this.int32(8);
    this.buffer.writeBigInt64BE(BigInt(days * 86_400 + seconds) * 1_000_000n + BigInt(micros), this.used);
    this.used += 8;
  }

  /** The header of a one-dimension text[] of `count` non-null elements; each element follows as a text value. */
  textArrayHeader(count: number): void {
    this.int32(1);
    this.int32(0);
    this.int32(TEXT_OID);
    this.int32(count);
    this.int32(1);
  }

  /** The field's bytes as a text value. */
  field(record: ByteRecord, field: number): void {
    const from = record.starts[field] ?? 0;
    const count = (record.ends[field] ?? 0) - from;
    this.int32(count);
    this.bytes(record.bytes, from, count);
  }

  /** The field as a text value, or NULL when ByteRecord.isNull. */
  text(record: ByteRecord, field: number): void {
    if (record.isNull(field)) this.null();
    else this.field(record, field);
  }

  /**
   * A run of text columns, each as `text` writes it, in one loop over locals (the buffer, its position, the
   * record's offsets) rather than a call of `text` per column: a dozen columns a row, most short or empty
   * (bench/import/sirene-map.ts: 1,358 → 1,299 ns a row for the establishments' mapping).
   */
  texts(record: ByteRecord, fields: readonly number[]): void {
    const b = this.buffer;
    const source = record.bytes;
    const { starts, ends } = record;
    let at = this.used;
    for (let k = 0; k < fields.length; k++) {
      const field = fields[k]!;
      const from = field < 0 ? 0 : starts[field]!;
      const count = field < 0 ? 0 : ends[field]! - from;
      if (isNullValue(source, from, count)) {
        b[at] = 0xff;
        b[at + 1] = 0xff;
        b[at + 2] = 0xff;
        b[at + 3] = 0xff;
        at += 4;
        continue;
      }
      b[at] = count >>> 24;
      b[at + 1] = (count >>> 16) & 0xff;
      b[at + 2] = (count >>> 8) & 0xff;
      b[at + 3] = count & 0xff;
      at += 4;
      if (count > 24) b.set(source.subarray(from, from + count), at);
      else for (let i = 0; i < count; i++) b[at + i] = source[from + i]!;
      at += count;
    }
    this.used = at;
  }

  /** The first `count` bytes of a field, as a text value. */
  prefix(record: ByteRecord, field: number, count: number): void {
    this.int32(count);
    this.bytes(record.bytes, record.starts[field] ?? 0, count);
  }

  /** A text[] of the non-null fields, or NULL when all are null. */
  textArray(record: ByteRecord, fields: readonly number[]): void {
    let count = 0;
    for (const field of fields) if (!record.isNull(field)) count++;
    if (count === 0) return this.null();
    const at = this.open();
    this.textArrayHeader(count);
    for (const field of fields) if (!record.isNull(field)) this.field(record, field);
    this.close(at);
  }

  /** A date as its day count from 2000-01-01 (ByteRecord.days, validated: not NaN; or pg-epoch.ts), or NULL. */
  days(days: number | null): void {
    if (days === null) this.null();
    else this.integer(days);
  }

  /** A timestamp from ByteRecord.micros (validated: a safe integer), or NULL. */
  micros(micros: number | null): void {
    if (micros === null) return this.null();
    this.int32(8);
    const high = Math.floor(micros / 0x1_0000_0000);
    this.int32(high);
    this.int32(micros - high * 0x1_0000_0000);
  }

  /** A validated field of digits as an integer, or NULL when ByteRecord.isNull. */
  integerField(record: ByteRecord, field: number): void {
    if (record.isNull(field)) this.null();
    else this.integer(record.number(record.starts[field] ?? 0, record.length(field)));
  }
}
