/**
 * One batch of COPY data, held in Buffers rather than strings: each row's line is encoded once into a 1 MB buffer
 * and dies young, so 100k rows waiting for PostgreSQL do not keep millions of small strings alive for the garbage
 * collector to walk.
 *
 * Lines are written without the source line number when the batch goes straight into the target table, with it
 * (as a last column) when it goes through the staging table; `withLineNumbers` converts the first form into the
 * second when a straight batch has to be redone through staging.
 */

const BUFFER_BYTES = 1 << 20;
const NEWLINE = 0x0a;

export class CopyBatch {
  readonly chunks: Buffer[] = [];
  /** Source line of each row, in order. */
  readonly lines: number[] = [];
  private buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;
  /** Keys as numbers (SIREN, SIRET: at most 14 digits, exact in a double), to spot a key seen twice. */
  private readonly keys: Float64Array;
  private lastKey = -1;
  private keySet: Set<number> | null = null;

  constructor(
    /** True: lines end with `\t<line number>` (staging form). */
    readonly withLines: boolean,
    readonly capacity: number,
  ) {
    this.keys = new Float64Array(capacity);
  }

  get rows(): number {
    return this.lines.length;
  }

  get full(): boolean {
    return this.lines.length >= this.capacity;
  }

  /**
   * True when `key` is already in the batch. Sirene stock files are sorted by key, so while keys increase no set
   * is needed; the first key out of order builds one.
   */
  has(key: number): boolean {
    if (key > this.lastKey && this.keySet === null) return false;
    if (this.keySet === null) this.keySet = new Set(this.keys.subarray(0, this.lines.length));
    return this.keySet.has(key);
  }

  /** Adds a row: `body` is the line without its line break (and without the line number). */
  add(body: string, key: number, line: number): void {
    const text = this.withLines ? `${body}\t${line}\n` : `${body}\n`;
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (this.used + text.length * 3 > this.buffer.length) {
      this.seal();
      if (text.length * 3 > this.buffer.length) this.buffer = Buffer.allocUnsafe(text.length * 3);
    }
    this.used += this.buffer.write(text, this.used, 'utf8');
    this.keys[this.lines.length] = key;
    if (key > this.lastKey) this.lastKey = key;
    this.keySet?.add(key);
    this.lines.push(line);
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

/** The staging form of a batch written without line numbers: `\t<line>` appended to each line. */
export function withLineNumbers(chunks: readonly Buffer[], lines: readonly number[]): Buffer[] {
  const out: Buffer[] = [];
  let row = 0;
  for (const chunk of chunks) {
    const parts: Buffer[] = [];
    let start = 0;
    // Values are escaped, so a raw 0x0A byte only ends a line (UTF-8 never uses it inside a character).
    for (let i = chunk.indexOf(NEWLINE); i !== -1; i = chunk.indexOf(NEWLINE, i + 1)) {
      parts.push(chunk.subarray(start, i), Buffer.from(`\t${lines[row++]}\n`));
      start = i + 1;
    }
    out.push(Buffer.concat(parts));
  }
  return out;
}
