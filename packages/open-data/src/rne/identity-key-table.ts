/**
 * Identity keys → their order of first sighting (0, 1, 2, …), kept off the JavaScript heap: the keys' UTF-8 bytes
 * in one growing buffer, and an open-addressing table of 32-bit slots over them. A first load of the register meets
 * some thirteen million persons; held as strings in Maps they made a heap of gigabytes that the garbage collector
 * kept walking, on the core the parsing needs. Two keys are one entry only when their bytes are equal (the hash
 * only narrows the search).
 */
export class IdentityKeyTable {
  private arena = Buffer.allocUnsafe(1 << 20);
  private used = 0;
  /** Per entry: where its bytes start in the arena (a double: the arena may pass 4 GB), their length, their hash. */
  private starts = new Float64Array(1 << 12);
  private lengths = new Uint32Array(1 << 12);
  private hashes = new Uint32Array(1 << 12);
  /** Entry index + 1 per slot, 0 when empty; a power of two in size, kept at most half full. */
  private slots = new Uint32Array(1 << 13);
  private count = 0;
  private scratch = Buffer.allocUnsafe(1 << 10);
  /** Whether the last `intern` added its key. */
  added = false;

  get size(): number {
    return this.count;
  }

  /** The entry of `key`, added at the end when it is new (`added` then true). */
  intern(key: string): number {
    if (this.scratch.length < key.length * 3) this.scratch = Buffer.allocUnsafe(key.length * 3);
    const { scratch, arena } = this;
    const length = scratch.write(key, 0, 'utf8');
    // FNV-1a over the bytes.
    let hash = 0x811c9dc5;
    for (let i = 0; i < length; i++) hash = Math.imul(hash ^ scratch[i]!, 0x01000193);
    hash >>>= 0;
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (let taken = this.slots[slot]!; taken !== 0; taken = this.slots[slot]!) {
      const entry = taken - 1;
      if (this.hashes[entry] === hash && this.lengths[entry] === length) {
        const start = this.starts[entry]!;
        let i = 0;
        while (i < length && arena[start + i] === scratch[i]) i++;
        if (i === length) {
          this.added = false;
          return entry;
        }
      }
      slot = (slot + 1) & mask;
    }
    const entry = this.append(hash, length);
    this.slots[slot] = entry + 1;
    if (this.count * 2 > this.slots.length) this.rehash();
    this.added = true;
    return entry;
  }

  /** Stores the key held in `scratch` as the next entry. */
  private append(hash: number, length: number): number {
    if (this.used + length > this.arena.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.arena.length * 2, this.used + length));
      this.arena.copy(grown, 0, 0, this.used);
      this.arena = grown;
    }
    this.scratch.copy(this.arena, this.used, 0, length);
    const entry = this.count++;
    if (entry === this.starts.length) {
      this.starts = grow(this.starts, new Float64Array(entry * 2));
      this.lengths = grow(this.lengths, new Uint32Array(entry * 2));
      this.hashes = grow(this.hashes, new Uint32Array(entry * 2));
    }
    this.starts[entry] = this.used;
    this.lengths[entry] = length;
    this.hashes[entry] = hash;
    this.used += length;
    return entry;
  }

  /** Twice the slots, every entry placed again by its hash. */
  private rehash(): void {
    const slots = new Uint32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let entry = 0; entry < this.count; entry++) {
      let slot = this.hashes[entry]! & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = entry + 1;
    }
    this.slots = slots;
  }
}

function grow<T extends Float64Array | Uint32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
