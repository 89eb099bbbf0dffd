import { describe, expect, it } from 'vitest';
import { vatNumberFromSiren } from './vat-number-from-siren';

/** The key computed independently, with BigInt arithmetic on the whole SIREN. */
function referenceKey(siren: string): number {
  return Number((12n + 3n * (BigInt(siren) % 97n)) % 97n);
}

describe('vatNumberFromSiren', () => {
  it('gives the published VAT numbers of real companies', () => {
    expect(vatNumberFromSiren('404833048')).toBe('FR83404833048');
    expect(vatNumberFromSiren('552081317')).toBe('FR03552081317'); // EDF
    // TotalEnergies SE: its published number is FR59542051180 (not FR40…)
    expect(vatNumberFromSiren('542051180')).toBe('FR59542051180');
    expect(vatNumberFromSiren('732829320')).toBe('FR44732829320');
  });

  it('agrees with the formula step by step', () => {
    // 552081317 = 97 × 5691559 + 94 → (12 + 3 × 94) mod 97 = 294 mod 97 = 3
    expect(552081317 % 97).toBe(94);
    expect((12 + 3 * 94) % 97).toBe(3);
    for (const siren of ['404833048', '542051180', '552081317', '356000000', '000000001', '999999999']) {
      const key = String(referenceKey(siren)).padStart(2, '0');
      expect(vatNumberFromSiren(siren)).toBe(`FR${key}${siren}`);
    }
  });

  it('pads a one-digit key with a zero', () => {
    expect(vatNumberFromSiren('552081317').slice(2, 4)).toBe('03');
  });

  it('throws unless given 9 digits', () => {
    expect(() => vatNumberFromSiren('55208131')).toThrow(RangeError);
    expect(() => vatNumberFromSiren('552 081 317')).toThrow(RangeError);
    expect(() => vatNumberFromSiren('55208131766522')).toThrow(RangeError);
  });
});
