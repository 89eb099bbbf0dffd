import { describe, expect, it } from 'vitest';
import { formatNumberFr } from './format-number-fr';

const NNBSP = '\u202F';
const NBSP = '\u00A0';

describe('formatNumberFr', () => {
  it('groups thousands with narrow no-break spaces and uses a decimal comma', () => {
    expect(formatNumberFr(1234567.5)).toBe(`1${NNBSP}234${NNBSP}567,5`);
    expect(formatNumberFr(999)).toBe('999');
    expect(formatNumberFr(-1234)).toBe(`-1${NNBSP}234`);
    expect(formatNumberFr(30_000_000n)).toBe(`30${NNBSP}000${NNBSP}000`);
  });

  it('uses no-break spaces with plainSpaces', () => {
    const text = formatNumberFr(1234567.5, { plainSpaces: true });
    expect(text).toBe(`1${NBSP}234${NBSP}567,5`);
    expect(text).not.toContain(NNBSP);
  });

  it('accepts fraction digit options', () => {
    expect(formatNumberFr(1234.5, { minimumFractionDigits: 2 })).toBe(`1${NNBSP}234,50`);
    expect(formatNumberFr(2.71828, { maximumFractionDigits: 0 })).toBe('3');
    expect(formatNumberFr(1234.5, { minimumFractionDigits: 2, plainSpaces: true })).toBe(`1${NBSP}234,50`);
  });
});
