import { describe, expect, it } from 'vitest';
import { isLaPosteSiret, isValidLaPosteSiret, LA_POSTE_HEAD_OFFICE_SIRET } from './la-poste';
import { digitSum, isLuhnValid } from './luhn';

describe('La Poste SIRETs', () => {
  it('recognises La Poste by its SIREN', () => {
    expect(isLaPosteSiret('35600000009075')).toBe(true);
    expect(isLaPosteSiret('55208131766522')).toBe(false);
  });

  it('accepts establishments whose digit sum is a multiple of 5 (not Luhn-valid)', () => {
    for (const siret of ['35600000009075', '35600000049837']) {
      expect(digitSum(siret) % 5).toBe(0);
      expect(isLuhnValid(siret)).toBe(false);
      expect(isValidLaPosteSiret(siret)).toBe(true);
    }
  });

  it('accepts the head office 35600000000048, which is Luhn-valid but whose digit sum is 26', () => {
    expect(LA_POSTE_HEAD_OFFICE_SIRET).toBe('35600000000048');
    expect(digitSum(LA_POSTE_HEAD_OFFICE_SIRET)).toBe(26);
    expect(isLuhnValid(LA_POSTE_HEAD_OFFICE_SIRET)).toBe(true);
    expect(isValidLaPosteSiret(LA_POSTE_HEAD_OFFICE_SIRET)).toBe(true);
  });

  it('refuses other sums, other SIRENs and wrong formats', () => {
    expect(isValidLaPosteSiret('35600000049838')).toBe(false);
    expect(isValidLaPosteSiret('35600000009076')).toBe(false);
    // Luhn-valid but digit sum 31: only the head office may use Luhn
    expect(isLuhnValid('35600000000089')).toBe(true);
    expect(isValidLaPosteSiret('35600000000089')).toBe(false);
    expect(isValidLaPosteSiret('55208131766522')).toBe(false);
    expect(isValidLaPosteSiret('3560000000907')).toBe(false);
  });
});
