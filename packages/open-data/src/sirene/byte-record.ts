import { daysSince2000 } from './pg-epoch';

/**
 * One unquoted CSV record read in place, as byte offsets into its chunk: the fast path of the Sirene importers
 * (see chunk-mapper.ts). Nothing is decoded: most Sirene values go to COPY unchanged, so they are copied as bytes;
 * the few that are checked (digits, dates, booleans, statuses) are ASCII. The tests answer false when in doubt and
 * the caller then maps the record through the string path, which gives the exact result or the exact rejection.
 */

const COMMA = 0x2c;
const ZERO = 0x30;
const NINE = 0x39;
const DASH = 0x2d;
const COLON = 0x3a;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DAY_MICROS = 86_400_000_000;
/** Microseconds per unit of a fraction of 0 to 6 digits. */
const FRACTION_SCALE = [1, 100_000, 10_000, 1_000, 100, 10, 1];

/** The value when a double holds it exactly, NaN otherwise. */
const safe = (value: number) => (Number.isSafeInteger(value) ? value : Number.NaN);

export class ByteRecord {
  bytes: Uint8Array = new Uint8Array(0);
  /** Start and end (exclusive) of each field. */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  count = 0;

  constructor(maxFields: number) {
    this.starts = new Int32Array(maxFields + 1);
    this.ends = new Int32Array(maxFields + 1);
  }

  /**
   * Reads the fields of `bytes[from, to)` (one line, no quote, no line break). Returns false when the line has more
   * fields than the header (the string path reports it).
   */
  read(bytes: Uint8Array, from: number, to: number): boolean {
    this.bytes = bytes;
    const { starts, ends } = this;
    const max = starts.length - 1;
    let count = 0;
    let start = from;
    for (let i = from; i < to; i++) {
      if (bytes[i] !== COMMA) continue;
      if (count === max) return false;
      starts[count] = start;
      ends[count++] = i;
      start = i + 1;
    }
    if (count === max) return false;
    starts[count] = start;
    ends[count++] = to;
    this.count = count;
    return true;
  }

  length(field: number): number {
    return field < 0 ? 0 : (this.ends[field] ?? 0) - (this.starts[field] ?? 0);
  }

  /** Absent from the layout, empty, or INSEE's `[ND]` (non-diffusible): stored as NULL. */
  isNull(field: number): boolean {
    if (field < 0) return true;
    const start = this.starts[field] ?? 0;
    const length = (this.ends[field] ?? 0) - start;
    if (length === 0) return true;
    const b = this.bytes;
    return length === 4 && b[start] === 0x5b && b[start + 1] === 0x4e && b[start + 2] === 0x44 && b[start + 3] === 0x5d;
  }

  /** The field's byte at `offset` (fields checked for length first). */
  byteAt(field: number, offset: number): number {
    return this.bytes[(this.starts[field] ?? 0) + offset] ?? 0;
  }

  /** Exactly `count` ASCII digits. */
  isDigits(field: number, count: number): boolean {
    if (this.length(field) !== count) return false;
    return this.number(this.starts[field] ?? 0, count) >= 0;
  }

  /** The value of the `count` digits at `at`, or -1 if one is not a digit. */
  number(at: number, count: number): number {
    const b = this.bytes;
    let n = 0;
    for (let i = at; i < at + count; i++) {
      const c = b[i] ?? 0;
      if (c < ZERO || c > NINE) return -1;
      n = n * 10 + (c - ZERO);
    }
    return n;
  }

  /** Luhn over the field's digits (checked digits). */
  isLuhnValid(field: number): boolean {
    const b = this.bytes;
    const start = this.starts[field] ?? 0;
    const end = this.ends[field] ?? 0;
    let sum = 0;
    let double = false;
    for (let i = end - 1; i >= start; i--) {
      let d = (b[i] ?? 0) - ZERO;
      if (double) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
      double = !double;
    }
    return sum % 10 === 0;
  }

  /** Days from 2000-01-01 of the real calendar day written `YYYY-MM-DD` at `at`, or NaN (as sirene-values.ts isIsoDate). */
  private daysAt(at: number): number {
    const b = this.bytes;
    if (b[at + 4] !== DASH || b[at + 7] !== DASH) return Number.NaN;
    const year = this.number(at, 4);
    const month = this.number(at + 5, 2);
    const day = this.number(at + 8, 2);
    if (year < 1 || month < 1 || month > 12 || day < 1) return Number.NaN;
    const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    if (day > (DAYS_IN_MONTH[month - 1] ?? 0) + (leap ? 1 : 0)) return Number.NaN;
    return daysSince2000(year, month, day);
  }

  /**
   * A date field: null when ByteRecord.isNull, its day count from 2000-01-01 (binary COPY's date), or NaN when it
   * is not a real `YYYY-MM-DD` day. Checked and converted in one reading.
   */
  days(field: number): number | null {
    if (this.isNull(field)) return null;
    return this.length(field) === 10 ? this.daysAt(this.starts[field] ?? 0) : Number.NaN;
  }

  /**
   * A `YYYY-MM-DD` or `YYYY-MM-DD(T| )HH:MM:SS[.ffffff]` field (as sirene-values.ts isIsoDateTime): null when
   * ByteRecord.isNull, its microseconds from 2000-01-01 00:00 (binary COPY's timestamp), or NaN when invalid or
   * beyond what a double holds exactly (about 285 years from 2000: the string path takes those).
   */
  micros(field: number): number | null {
    if (this.isNull(field)) return null;
    const length = this.length(field);
    const at = this.starts[field] ?? 0;
    if (length !== 10 && (length < 19 || length > 26)) return Number.NaN;
    const days = this.daysAt(at);
    if (length === 10 || Number.isNaN(days)) return safe(days * DAY_MICROS);
    const b = this.bytes;
    const sep = b[at + 10];
    if ((sep !== 0x54 && sep !== 0x20) || b[at + 13] !== COLON || b[at + 16] !== COLON) return Number.NaN;
    const hours = this.number(at + 11, 2);
    const minutes = this.number(at + 14, 2);
    const seconds = this.number(at + 17, 2);
    if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) return Number.NaN;
    let fraction = 0;
    if (length > 19) {
      fraction = b[at + 19] === 0x2e ? this.number(at + 20, length - 20) : -1;
      if (fraction < 0) return Number.NaN;
      fraction *= FRACTION_SCALE[length - 20] ?? 1;
    }
    return safe(days * DAY_MICROS + ((hours * 60 + minutes) * 60 + seconds) * 1_000_000 + fraction);
  }

  /**
   * A Sirene boolean (O/N, true/false, TRUE/FALSE, o/n: sirene-values.ts parseSireneBoolean): 1, 0, or -1 for
   * anything else.
   */
  boolean(field: number): number {
    const length = this.length(field);
    const c = this.byteAt(field, 0);
    if (length === 1) return c === 0x4f || c === 0x6f ? 1 : c === 0x4e || c === 0x6e ? 0 : -1;
    if (length === 4 && this.is(field, c === 0x74 ? 'true' : 'TRUE')) return 1;
    if (length === 5 && this.is(field, c === 0x66 ? 'false' : 'FALSE')) return 0;
    return -1;
  }

  /** The field is exactly this ASCII text. */
  is(field: number, text: string): boolean {
    if (this.length(field) !== text.length) return false;
    const b = this.bytes;
    const start = this.starts[field] ?? 0;
    for (let i = 0; i < text.length; i++) if (b[start + i] !== text.charCodeAt(i)) return false;
    return true;
  }

  /** Both fields hold the same bytes. */
  same(a: number, b: number): boolean {
    const length = this.length(a);
    if (length !== this.length(b)) return false;
    const bytes = this.bytes;
    const sa = this.starts[a] ?? 0;
    const sb = this.starts[b] ?? 0;
    for (let i = 0; i < length; i++) if (bytes[sa + i] !== bytes[sb + i]) return false;
    return true;
  }

  /** The single byte of a one-byte field, or -1. */
  single(field: number): number {
    return this.length(field) === 1 ? this.byteAt(field, 0) : -1;
  }
}
