import { VERIFICATION_CODE_PATTERN } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { newVerificationCode, verificationUrl } from './verification-code';

describe('newVerificationCode', () => {
  it('draws 12 base32 characters in three groups, all different over many draws', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newVerificationCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(VERIFICATION_CODE_PATTERN);
  });

  it('uses every character of the alphabet', () => {
    const code = newVerificationCode(() => Buffer.from([0, 1, 2, 3, 28, 29, 30, 31, 32, 255, 224, 17]));
    expect(code).toBe('0123-WXYZ-0Z0H');
  });

  it('builds the page address', () => {
    expect(verificationUrl('https://example.fr/', '7K3M-Q9TX-2HVB')).toBe('https://example.fr/verification/7K3M-Q9TX-2HVB');
  });
});
