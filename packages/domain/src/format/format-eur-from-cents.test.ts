import { describe, expect, it } from 'vitest';
import { formatEurFromCents } from './format-eur-from-cents';

const NNBSP = '\u202F';
const NBSP = '\u00A0';

describe('formatEurFromCents', () => {
  it('formats integer cents as euros the French way', () => {
    expect(formatEurFromCents(123456)).toBe(`1${NNBSP}234,56${NBSP}€`);
    expect(formatEurFromCents(990)).toBe(`9,90${NBSP}€`);
    expect(formatEurFromCents(5)).toBe(`0,05${NBSP}€`);
    expect(formatEurFromCents(0)).toBe(`0,00${NBSP}€`);
    expect(formatEurFromCents(-990)).toBe(`-9,90${NBSP}€`);
    expect(formatEurFromCents(-5)).toBe(`-0,05${NBSP}€`);
  });

  it('is exact for amounts a float cannot hold', () => {
    expect(formatEurFromCents(123456789012345678n)).toBe(
      `1${NNBSP}234${NNBSP}567${NNBSP}890${NNBSP}123${NNBSP}456,78${NBSP}€`,
    );
    expect(formatEurFromCents(Number.MAX_SAFE_INTEGER)).toBe(
      `90${NNBSP}071${NNBSP}992${NNBSP}547${NNBSP}409,91${NBSP}€`,
    );
  });

  it('uses no-break spaces with plainSpaces', () => {
    expect(formatEurFromCents(123456, { plainSpaces: true })).toBe(`1${NBSP}234,56${NBSP}€`);
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => formatEurFromCents(12.5)).toThrow(RangeError);
    expect(() => formatEurFromCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatEurFromCents(2 ** 60)).toThrow(RangeError);
  });
});
