import { describe, expect, it } from 'vitest';
import { capitalToCents, currencyCode, dottedNafCode, legalCategoryCode, sirenDigits } from './rne-field-values';

describe('capitalToCents', () => {
  it('converts euro amounts to exact cents', () => {
    expect(capitalToCents(7622.45)).toBe(762245);
    expect(capitalToCents(201114.62)).toBe(20111462);
    expect(capitalToCents(23011100)).toBe(2301110000);
    expect(capitalToCents('7 622,45')).toBe(762245);
    expect(capitalToCents(0)).toBe(0);
  });

  it('refuses what is not an amount', () => {
    expect(capitalToCents(-1)).toBeNull();
    expect(capitalToCents('abc')).toBeNull();
    expect(capitalToCents('')).toBeNull();
    expect(capitalToCents(null)).toBeNull();
    expect(capitalToCents(1e30)).toBeNull();
  });
});

describe('field codes', () => {
  it('normalises currencies, NAF and legal category codes', () => {
    expect(currencyCode(' eur ')).toBe('EUR');
    expect(currencyCode('euro')).toBeNull();
    expect(dottedNafCode('6201Z')).toBe('62.01Z');
    expect(dottedNafCode('56.10C')).toBe('56.10C');
    expect(dottedNafCode('514H')).toBeNull();
    expect(legalCategoryCode('5710')).toBe('5710');
    expect(legalCategoryCode(5499)).toBe('5499');
    expect(legalCategoryCode('57')).toBeNull();
  });

  it('strips spaces from SIRENs', () => {
    expect(sirenDigits('775 726 417')).toBe('775726417');
    expect(sirenDigits(5880596)).toBe('005880596');
    expect(sirenDigits('')).toBeUndefined();
    expect(sirenDigits(undefined)).toBeUndefined();
  });
});
