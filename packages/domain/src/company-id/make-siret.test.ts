import { describe, expect, it } from 'vitest';
import { isValidSiret } from './is-valid-siret';
import { makeSiret } from './make-siret';

describe('makeSiret', () => {
  it('appends the Luhn key of real SIRETs', () => {
    expect(makeSiret('552081317', '6652')).toBe('55208131766522');
    expect(makeSiret('732829320', '0007')).toBe('73282932000074');
  });

  it('appends the smallest digit-sum key for La Poste', () => {
    // Two keys fit the rule (d and d + 5): INSEE gave 35600000009075 and
    // 35600000049837; the generator takes the smaller one.
    expect(makeSiret('356000000', '0907')).toBe('35600000009070');
    expect(makeSiret('356000000', '4983')).toBe('35600000049832');
    expect(isValidSiret('35600000009075')).toBe(true);
    expect(isValidSiret('35600000049837')).toBe(true);
  });

  it('builds SIRETs that isValidSiret accepts', () => {
    for (const siren of ['552081317', '542051180', '356000000', '404833048']) {
      for (let nic = 0; nic < 500; nic += 7) {
        const siret = makeSiret(siren, String(nic).padStart(4, '0'));
        expect(isValidSiret(siret), siret).toBe(true);
      }
    }
  });

  it('throws on malformed parts', () => {
    expect(() => makeSiret('55208131', '0001')).toThrow(RangeError);
    expect(() => makeSiret('552081317', '001')).toThrow(RangeError);
    expect(() => makeSiret('552081317', '00012')).toThrow(RangeError);
  });
});
