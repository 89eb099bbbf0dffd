import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';

const NEWLINE = 0x0a;
const ZERO = 0x30;

/**
 * The keys of a parent table (the SIRENs of `companies`), sorted in a Uint32Array: 4 bytes a company, 50 MB for
 * the whole French register. A first load of establishments checks each row's company here, in Node, so an
 * establishment of an unknown company is rejected with its line number before COPY, and no foreign key is checked
 * row by row while COPY runs (see deferConstraints).
 */
export class SortedKeys {
  /** Where the last lookup ended: establishments come in SIRET order, so the next SIREN is there or just after. */
  private hint = 0;

  constructor(private readonly keys: Uint32Array) {}

  get size(): number {
    return this.keys.length;
  }

  /** The keys' memory, for other threads to look keys up in (`new SortedKeys(new Uint32Array(shared))`). */
  get shared(): SharedArrayBuffer | null {
    return this.keys.buffer instanceof SharedArrayBuffer ? this.keys.buffer : null;
  }

  has(key: number): boolean {
    const keys = this.keys;
    const hint = this.hint;
    if (keys[hint] === key) return true;
    if (keys[hint + 1] === key) {
      this.hint = hint + 1;
      return true;
    }
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((keys[middle] ?? 0) < key) low = middle + 1;
      else high = middle;
    }
    this.hint = low;
    return keys[low] === key;
  }
}

/** Collects the numbers of COPY text output lines (one column of digits each), whatever the chunk boundaries. */
export class KeyLineReader {
  private keys = new Uint32Array(1 << 16);
  private count = 0;
  private current = 0;
  private digits = 0;

  push(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i] ?? 0;
      if (byte === NEWLINE) {
        this.end();
      } else {
        this.current = this.current * 10 + (byte - ZERO);
        this.digits++;
      }
    }
  }

  /** The keys read, sorted, in memory the parsing threads share. */
  sorted(): SortedKeys {
    this.end();
    const keys = new Uint32Array(new SharedArrayBuffer(this.count * Uint32Array.BYTES_PER_ELEMENT));
    keys.set(this.keys.subarray(0, this.count));
    return new SortedKeys(keys.sort());
  }

  private end(): void {
    if (this.digits === 0) return;
    if (this.count === this.keys.length) {
      const grown = new Uint32Array(this.keys.length * 2);
      grown.set(this.keys);
      this.keys = grown;
    }
    this.keys[this.count++] = this.current;
    this.current = 0;
    this.digits = 0;
  }
}

/** Reads the keys `select` returns (one column of at most 9 digits, e.g. `SELECT siren FROM companies`), sorted. */
export async function loadSortedKeys(client: PoolClient, select: string): Promise<SortedKeys> {
  const reader = new KeyLineReader();
  const stream = client.query(copyTo(`COPY (${select}) TO STDOUT`));
  for await (const chunk of stream as AsyncIterable<Buffer>) reader.push(chunk);
  return reader.sorted();
}
