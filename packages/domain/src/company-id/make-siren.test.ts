import { describe, expect, it } from 'vitest';
import { isValidSiren } from './is-valid-siren';
import { computeSirenCheckDigit, makeSiren } from './make-siren';

describe('computeSirenCheckDigit / makeSiren', () => {
  it('finds the key of real SIRENs', () => {
    expect(computeSirenCheckDigit('55208131')).toBe('7');
    expect(computeSirenCheckDigit('54205118')).toBe('0');
    expect(computeSirenCheckDigit('35600000')).toBe('0');
    expect(makeSiren('40483304')).toBe('404833048');
  });

  it('builds valid SIRENs', () => {
    for (let seed = 10_000_000; seed < 10_000_000 + 2_000; seed += 1) {
      expect(isValidSiren(makeSiren(String(seed)))).toBe(true);
    }
  });

  it('throws unless given 8 digits', () => {
    expect(() => makeSiren('5520813')).toThrow(RangeError);
    expect(() => makeSiren('552081317')).toThrow(RangeError);
    expect(() => computeSirenCheckDigit('5520813a')).toThrow(RangeError);
  });
});
