import { describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_PATTERN, normalizeVerificationCode } from './verification-code';

describe('normalizeVerificationCode', () => {
  it('reads a code typed in lower case, with spaces, and with look-alike letters', () => {
    expect(normalizeVerificationCode('7k3m q9tx 2hvb')).toBe('7K3M-Q9TX-2HVB');
    expect(normalizeVerificationCode('OIL0-AAAA-BBBB')).toBe('0110-AAAA-BBBB');
    expect(VERIFICATION_CODE_PATTERN.test('7K3M-Q9TX-2HVB')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(normalizeVerificationCode('7K3M-Q9TX-2HV')).toBeNull();
    expect(normalizeVerificationCode('7K3M-Q9TX-2HVU')).toBeNull();
    expect(normalizeVerificationCode("'; drop table")).toBeNull();
  });
});
