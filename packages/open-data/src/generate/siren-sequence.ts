import { makeSiren } from '@registre/domain';
import type { Random } from './random';

/** SIREN bodies are drawn in 30 000 000 … 99 999 999 (the range real SIRENs mostly use). */
const FIRST_BODY = 30_000_000;
const BODY_COUNT = 70_000_000; // 2^7 · 5^7 · 7

function isCoprimeWithBodyCount(n: number): boolean {
  return n % 2 !== 0 && n % 5 !== 0 && n % 7 !== 0;
}

/**
 * The i-th SIREN of a register: an affine permutation i ↦ (a·i + b) mod 70 000 000 of the 8-digit
 * bodies (a coprime with the modulus, so no two companies share a body), plus the Luhn key.
 * Consecutive companies get scattered numbers, like a real register, and the sequence depends
 * only on the seed.
 */
export class SirenSequence {
  private readonly multiplier: number;
  private readonly offset: number;

  constructor(random: Random) {
    let a = BODY_COUNT / 3 + random.int(BODY_COUNT / 3);
    a = Math.floor(a);
    while (!isCoprimeWithBodyCount(a)) a++;
    this.multiplier = a;
    this.offset = random.int(BODY_COUNT);
  }

  /** The largest number of companies a register can have. */
  static readonly capacity = BODY_COUNT;

  body(index: number): number {
    if (!(index >= 0 && index < BODY_COUNT)) throw new RangeError(`company index ${index} is out of range`);
    // a·i < 2^53: exact in double precision.
    return FIRST_BODY + ((this.multiplier * index + this.offset) % BODY_COUNT);
  }

  siren(index: number): string {
    return makeSiren(String(this.body(index)));
  }
}
