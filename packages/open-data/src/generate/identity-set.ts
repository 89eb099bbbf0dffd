/**
 * A set of positive integers below 2^53 (person identities), open addressing over a Float64Array:
 * a few bytes per entry where a JavaScript Set of numbers takes dozens, which matters with
 * millions of directors.
 */
export class IdentitySet {
  private table = new Float64Array(1 << 16);
  private mask = (1 << 16) - 1;
  size = 0;

  private slot(value: number): number {
    // Mix the high and low halves into a 32-bit hash.
    const low = value >>> 0;
    const high = Math.floor(value / 4294967296) >>> 0;
    let h = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 15;
    return (h >>> 0) & this.mask;
  }

  has(value: number): boolean {
    let i = this.slot(value);
    for (;;) {
      const entry = this.table[i] as number;
      if (entry === 0) return false;
      if (entry === value) return true;
      i = (i + 1) & this.mask;
    }
  }

  /** Adds a value (> 0); true when it was not there yet. */
  add(value: number): boolean {
    if (!(value > 0)) throw new RangeError('identities are positive');
    let i = this.slot(value);
    for (;;) {
      const entry = this.table[i] as number;
      if (entry === value) return false;
      if (entry === 0) break;
      i = (i + 1) & this.mask;
    }
    this.table[i] = value;
    this.size++;
    if (this.size * 2 > this.table.length) this.grow();
    return true;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Float64Array(old.length * 2);
    this.mask = this.table.length - 1;
    this.size = 0;
    for (const value of old) if (value !== 0) this.add(value);
  }
}
