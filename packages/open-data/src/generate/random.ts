/**
 * Seeded pseudo-random numbers for the synthetic register: sfc32 (Chris Doty-Humphrey's "small
 * fast counting" generator, 128-bit state, passes PractRand), seeded through splitmix32. It is a
 * few 32-bit integer operations per number, which matters at 12.5 M companies × dozens of draws.
 * Same seed and same sequence of calls → same numbers, on every platform (integer arithmetic only).
 */

/** 32-bit FNV-1a hash of a string: turns a label ('rne', 'bodacc'…) into a stream number. */
export function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Mixes two 32-bit integers into one well-spread 32-bit integer (murmur3 finaliser). Used for
 * stateless decisions that several output files must agree on (e.g. "are the 2021 accounts of
 * this company confidential?") without sharing a random stream.
 */
export function mix32(a: number, b: number): number {
  let h = (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** `mix32(a, b)` as a number in [0, 1). */
export function unitMix(a: number, b: number): number {
  return mix32(a, b) / 4294967296;
}

function splitmix32(state: number): [next: number, value: number] {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return [next, (z ^ (z >>> 16)) >>> 0];
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** @param seed any integer; @param stream a second integer (e.g. `hashLabel('rne')`) for independent streams. */
  constructor(seed: number, stream = 0) {
    let state = (Math.trunc(seed) ^ Math.imul(stream | 0, 0x27d4eb2d)) | 0;
    let value: number;
    [state, value] = splitmix32(state);
    this.a = value;
    [state, value] = splitmix32(state);
    this.b = value;
    [state, value] = splitmix32(state);
    this.c = value;
    [, value] = splitmix32(state);
    this.d = value;
    // Recommended warm-up: mixes the seed through the whole state.
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  /** A uniform 32-bit unsigned integer. */
  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform float in [0, 1) (32 bits of randomness). */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** A uniform integer in [0, n) for 0 < n ≤ 2^32. */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A uniform integer in [min, max] (both included). */
  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A uniformly chosen element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A standard normal deviate (Box–Muller; one of the pair is dropped to keep the state simple). */
  normal(): number {
    const u = 1 - this.next(); // (0, 1]: log(0) never happens
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** An exponential deviate with the given mean. */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  /**
   * A Pareto-tailed integer ≥ `min`: P(X ≥ x) = (min / x)^alpha. Heavy tails for the number of
   * establishments, trademarks… (alpha near 1: very long tail; alpha 3: short).
   */
  pareto(min: number, alpha: number): number {
    return Math.floor(min * Math.pow(1 - this.next(), -1 / alpha));
  }

  /** Eight lowercase hex digits. */
  hex8(): string {
    return this.nextU32().toString(16).padStart(8, '0');
  }
}
