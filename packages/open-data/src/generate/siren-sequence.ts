import { makeSiren } from '@registre/domain';
import type { Random } from './random';

/** SIREN bodies are drawn in 30 000 000 … 99 999 999 (the range real SIRENs mostly use). */
const FIRST_BODY = 30_000_000;
const BODY_COUNT = 70_000_000; // 2^7 · 5^7 · 7

/** A 32-bit integer hash (murmur3 finaliser): the jitter of a company's number, without state. */
function mix(n: number): number {
  let h = n | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The i-th SIREN of a register of `companies` units: the 8-digit bodies are spread evenly over the
 * range, each moved by a seeded jitter within its own slot, plus the Luhn key. So numbers grow
 * with the index, as INSEE's stock files are sorted by SIREN (which the importers' primary-key
 * inserts profit from), gaps between them vary like a real register's, no two companies share a
 * body, and the sequence depends only on the seed and the size.
 */
export class SirenSequence {
  private readonly step: number;
  private readonly slot: number;
  private readonly salt: number;

  constructor(
    random: Random,
    private readonly companies: number,
  ) {
    this.step = BODY_COUNT / Math.max(1, companies);
    this.slot = Math.max(1, Math.floor(this.step));
    this.salt = random.int(0x7fffffff);
  }

  /** The largest number of companies a register can have. */
  static readonly capacity = BODY_COUNT;

  body(index: number): number {
    if (!(index >= 0 && index < this.companies)) throw new RangeError(`company index ${index} is out of range`);
    // floor(i·step) + jitter < floor((i+1)·step): strictly increasing, within the range.
    return FIRST_BODY + Math.floor(index * this.step) + (mix(this.salt ^ index) % this.slot);
  }

  siren(index: number): string {
    return makeSiren(String(this.body(index)));
  }
}
