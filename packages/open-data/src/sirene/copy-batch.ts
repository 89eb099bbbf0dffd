/**
 * Batches of binary COPY tuples on their way to PostgreSQL, held in Buffers (the rows come encoded from
 * chunk-mapper.ts): 100k rows waiting for PostgreSQL do not keep millions of small strings alive for the garbage
 * collector to walk.
 *
 * - StraightBatch: slices of mapped chunks, COPYed as they are into the target on a first load;
 * - CopyBatch: rows for the staging table, each with its source line number (last staged column).
 */

const BUFFER_BYTES = 1 << 20;

export class StraightBatch {
  readonly chunks: Buffer[] = [];
  rows = 0;

  constructor(readonly capacity: number) {}

  get full(): boolean {
    return this.rows >= this.capacity;
  }

  /** Adds whole tuples (`count` of them). */
  add(lines: Uint8Array, count: number): void {
    if (count === 0) return;
    this.chunks.push(Buffer.from(lines.buffer, lines.byteOffset, lines.byteLength));
    this.rows += count;
  }
}

export class CopyBatch {
  readonly chunks: Buffer[] = [];
  private buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;
  private count = 0;
  /** Keys as numbers (SIREN, SIRET: at most 14 digits, exact in a double), to spot a key seen twice. */
  private readonly keys: Float64Array;
  private lastKey = -1;
  private keySet: Set<number> | null = null;

  constructor(readonly capacity: number) {
    this.keys = new Float64Array(capacity);
  }

  get rows(): number {
    return this.count;
  }

  get full(): boolean {
    return this.count >= this.capacity;
  }

  /**
   * True when `key` is already in the batch. Sirene stock files are sorted by key, so while keys increase no set
   * is needed; the first key out of order builds one.
   */
  has(key: number): boolean {
    if (key > this.lastKey && this.keySet === null) return false;
    if (this.keySet === null) this.keySet = new Set(this.keys.subarray(0, this.count));
    return this.keySet.has(key);
  }

  /** Adds a row: `row` is its binary COPY tuple; the line number is appended as one more field (int4). */
  add(row: Uint8Array, key: number, line: number): void {
    const size = row.byteLength + 8;
    if (this.used + size > this.buffer.length) {
      this.seal();
      if (size > this.buffer.length) this.buffer = Buffer.allocUnsafe(size);
    }
    const at = this.used;
    this.buffer.set(row, at);
    this.buffer.writeUInt16BE(this.buffer.readUInt16BE(at) + 1, at);
    this.buffer.writeInt32BE(4, at + row.byteLength);
    this.buffer.writeInt32BE(line, at + row.byteLength + 4);
    this.used += size;
    this.keys[this.count++] = key;
    if (key > this.lastKey) this.lastKey = key;
    this.keySet?.add(key);
  }

  /** Closes the batch: its data is `chunks`. */
  seal(): this {
    if (this.used > 0) {
      this.chunks.push(this.buffer.subarray(0, this.used));
      this.buffer = Buffer.allocUnsafe(BUFFER_BYTES);
      this.used = 0;
    }
    return this;
  }
}
