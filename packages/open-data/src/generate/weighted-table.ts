import type { Random } from './random';

/**
 * Draws items with given weights in constant time (Walker/Vose alias method): one random
 * number per draw, whatever the number of items (35,000 communes weighted by population).
 */
export class WeightedTable<T> {
  private readonly items: T[];
  private readonly probability: Float64Array;
  private readonly alias: Uint32Array;

  constructor(entries: Iterable<readonly [item: T, weight: number]>) {
    const items: T[] = [];
    const weights: number[] = [];
    for (const [item, weight] of entries) {
      if (!(weight >= 0) || !Number.isFinite(weight)) throw new RangeError(`invalid weight ${weight}`);
      if (weight === 0) continue;
      items.push(item);
      weights.push(weight);
    }
    const n = items.length;
    if (n === 0) throw new RangeError('a weighted table needs at least one positive weight');
    const total = weights.reduce((sum, w) => sum + w, 0);
    this.items = items;
    this.probability = new Float64Array(n);
    this.alias = new Uint32Array(n);
    const scaled = weights.map((w) => (w * n) / total);
    const small: number[] = [];
    const large: number[] = [];
    scaled.forEach((p, i) => (p < 1 ? small : large).push(i));
    while (small.length > 0 && large.length > 0) {
      const s = small.pop() as number;
      const l = large.pop() as number;
      this.probability[s] = scaled[s] as number;
      this.alias[s] = l;
      scaled[l] = (scaled[l] as number) + (scaled[s] as number) - 1;
      (scaled[l] < 1 ? small : large).push(l);
    }
    // Left-overs are 1 up to rounding errors.
    for (const i of large) this.probability[i] = 1;
    for (const i of small) this.probability[i] = 1;
  }

  get size(): number {
    return this.items.length;
  }

  /** All items with a positive weight, in the order given. */
  get values(): readonly T[] {
    return this.items;
  }

  pick(random: Random): T {
    const u = random.next() * this.items.length;
    const i = Math.floor(u);
    return (u - i < (this.probability[i] as number) ? this.items[i] : this.items[this.alias[i] as number]) as T;
  }
}

/** A weighted table from a `{ key: weight }` record. */
export function weightedKeys<K extends string>(weights: Readonly<Record<K, number>>): WeightedTable<K> {
  return new WeightedTable(Object.entries(weights) as Array<[K, number]>);
}
