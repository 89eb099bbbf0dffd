import { describe, expect, it } from 'vitest';
import { sirenParamSchema } from './company-id-param';

describe('sirenParamSchema', () => {
  it('accepts a SIREN with or without spaces', () => {
    expect(sirenParamSchema.parse({ siren: '552081317' })).toEqual({ siren: '552081317' });
    expect(sirenParamSchema.parse({ siren: '552 081 317' })).toEqual({ siren: '552081317' });
    expect(sirenParamSchema.parse({ siren: '552\u00A0081\u202F317' })).toEqual({ siren: '552081317' });
  });

  it('left-pads short numbers', () => {
    expect(sirenParamSchema.parse({ siren: '5' })).toEqual({ siren: '000000005' });
    expect(sirenParamSchema.parse({ siren: ' 12 345 ' })).toEqual({ siren: '000012345' });
  });

  it.each(['', '   ', '55208131766522', '5520813170', 'abc', '552-081-317', 'FR03552081317'])(
    'refuses %j with errors:company-id.invalid',
    (siren) => {
      const result = sirenParamSchema.safeParse({ siren });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['errors:company-id.invalid']);
      expect(result.error?.issues[0]?.path).toEqual(['siren']);
    },
  );

  it('refuses a missing or non-string parameter with the same key', () => {
    for (const input of [{}, { siren: 552081317 }]) {
      const result = sirenParamSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('errors:company-id.invalid');
    }
  });
});
