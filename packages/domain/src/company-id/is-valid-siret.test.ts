import { describe, expect, it } from 'vitest';
import { isValidSiret } from './is-valid-siret';
import { isLuhnValid } from './luhn';

describe('isValidSiret', () => {
  it('accepts real SIRETs', () => {
    expect(isValidSiret('55208131766522')).toBe(true); // EDF head office
    expect(isValidSiret('54205118000066')).toBe(true); // TotalEnergies SE head office
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('44126652500019')).toBe(true);
    expect(isValidSiret('77556323200104')).toBe(true);
  });

  it('accepts La Poste SIRETs by the digit-sum rule and its head office by Luhn', () => {
    expect(isValidSiret('35600000009075')).toBe(true);
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000000048')).toBe(true);
  });

  it('refuses a wrong key', () => {
    expect(isValidSiret('55208131766523')).toBe(false);
    expect(isValidSiret('73282932000079')).toBe(false);
    expect(isValidSiret('35600000049838')).toBe(false);
  });

  it('refuses a Luhn-valid SIRET whose SIREN part is invalid', () => {
    const siret = '55208131800008';
    expect(isLuhnValid(siret)).toBe(true);
    expect(isValidSiret(siret)).toBe(false);
  });

  it('refuses wrong formats', () => {
    expect(isValidSiret('552081317')).toBe(false);
    expect(isValidSiret('552 081 317 66522')).toBe(false);
    expect(isValidSiret('5520813176652A')).toBe(false);
    expect(isValidSiret('00000000000000')).toBe(false);
    expect(isValidSiret('')).toBe(false);
  });
});
