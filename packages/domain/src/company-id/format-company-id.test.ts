import { describe, expect, it } from 'vitest';
import { formatCompanyId } from './format-company-id';

describe('formatCompanyId', () => {
  it('groups a SIREN and a SIRET with no-break spaces', () => {
    expect(formatCompanyId('552081317')).toBe('552\u00A0081\u00A0317');
    expect(formatCompanyId('55208131766522')).toBe('552\u00A0081\u00A0317\u00A066522');
  });

  it('accepts a custom separator and already spaced input', () => {
    expect(formatCompanyId('552 081 317', ' ')).toBe('552 081 317');
  });

  it('returns other input unchanged', () => {
    expect(formatCompanyId('1234567890')).toBe('1234567890');
    expect(formatCompanyId('abc')).toBe('abc');
  });
});
