import { describe, expect, it } from 'vitest';
import { applySpacing, toPlainSpaces } from './plain-spaces';

describe('toPlainSpaces', () => {
  it('turns narrow no-break and thin spaces into no-break spaces', () => {
    expect(toPlainSpaces('1\u202F234\u2009567')).toBe('1\u00A0234\u00A0567');
  });

  it('keeps other characters', () => {
    expect(toPlainSpaces('a b\u00A0c')).toBe('a b\u00A0c');
  });
});

describe('applySpacing', () => {
  it('changes the text only when asked', () => {
    expect(applySpacing('1\u202F234', undefined)).toBe('1\u202F234');
    expect(applySpacing('1\u202F234', { plainSpaces: false })).toBe('1\u202F234');
    expect(applySpacing('1\u202F234', { plainSpaces: true })).toBe('1\u00A0234');
  });
});
