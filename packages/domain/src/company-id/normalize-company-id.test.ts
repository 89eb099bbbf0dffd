import { describe, expect, it } from 'vitest';
import { normalizeCompanyId } from './normalize-company-id';

describe('normalizeCompanyId', () => {
  it('keeps a 9-digit SIREN and a 14-digit SIRET', () => {
    expect(normalizeCompanyId('552081317')).toBe('552081317');
    expect(normalizeCompanyId('55208131766522')).toBe('55208131766522');
  });

  it('removes ordinary, no-break, narrow no-break, thin and zero-width spaces, tabs and line breaks', () => {
    expect(normalizeCompanyId(' 552 081 317 ')).toBe('552081317');
    expect(normalizeCompanyId('552\u00A0081\u00A0317')).toBe('552081317');
    expect(normalizeCompanyId('552\u202F081\u202F317\u202F66522')).toBe('55208131766522');
    expect(normalizeCompanyId('552\u2009081\t317\n66522')).toBe('55208131766522');
    expect(normalizeCompanyId('\uFEFF552\u200B081317')).toBe('552081317');
  });

  it('left-pads 1 to 8 digits to a 9-digit SIREN', () => {
    expect(normalizeCompanyId('5')).toBe('000000005');
    expect(normalizeCompanyId('12 345')).toBe('000012345');
    expect(normalizeCompanyId('55208131')).toBe('055208131');
  });

  it('refuses 10 to 13 digits and more than 14 digits', () => {
    for (const length of [10, 11, 12, 13, 15, 20]) {
      expect(normalizeCompanyId('1'.repeat(length)), `length ${length}`).toBeNull();
    }
  });

  it('refuses non-digits and empty input', () => {
    expect(normalizeCompanyId('')).toBeNull();
    expect(normalizeCompanyId('   \u00A0')).toBeNull();
    expect(normalizeCompanyId('552-081-317')).toBeNull();
    expect(normalizeCompanyId('552.081.317')).toBeNull();
    expect(normalizeCompanyId('FR03552081317')).toBeNull();
    expect(normalizeCompanyId('５５２081317')).toBeNull(); // full-width digits are not \d
    expect(normalizeCompanyId('-5')).toBeNull();
  });
});
