import { describe, expect, it } from 'vitest';
import { isValidSiren } from '@registre/domain';
import { Random } from './random';
import { SirenSequence } from './siren-sequence';

describe('SirenSequence', () => {
  it('gives valid, strictly increasing SIRENs (stock files are sorted by SIREN)', () => {
    for (const companies of [1, 7, 1000, 12_500_000]) {
      const sirens = new SirenSequence(new Random(3, 1), companies);
      const sample = companies <= 1000 ? [...Array(companies).keys()] : [0, 1, 2, companies / 2, companies - 2, companies - 1];
      let previous = '';
      for (const index of sample) {
        const siren = sirens.siren(index);
        expect(isValidSiren(siren), siren).toBe(true);
        expect(siren > previous, `${previous} < ${siren}`).toBe(true);
        previous = siren;
      }
    }
  });

  it('depends on the seed, and refuses an index outside the register', () => {
    const a = new SirenSequence(new Random(1, 1), 100);
    const b = new SirenSequence(new Random(2, 1), 100);
    expect([...Array(100).keys()].some((i) => a.siren(i) !== b.siren(i))).toBe(true);
    expect(() => a.siren(100)).toThrow(RangeError);
  });
});
