import { describe, expect, it } from 'vitest';
import { isIsoDate, isIsoDateTime, parseSireneBoolean, textOrNull } from './sirene-values';

describe('Sirene values', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2014-12-31')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('1900-01-01')).toBe(true);
    expect(isIsoDate('2014-12-35')).toBe(false);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2014-13-01')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('2014-1-01')).toBe(false);
    expect(isIsoDate('20141201')).toBe(false);
    expect(isIsoDate('2014-12-0a')).toBe(false);
  });

  it('accepts dateDernierTraitement timestamps', () => {
    expect(isIsoDateTime('2024-03-14T14:24:34')).toBe(true);
    expect(isIsoDateTime('2024-03-14T14:24:34.123')).toBe(true);
    expect(isIsoDateTime('2024-03-14')).toBe(true);
    expect(isIsoDateTime('2024-03-14T24:00:00')).toBe(false);
    expect(isIsoDateTime('2024-03-32T10:00:00')).toBe(false);
    expect(isIsoDateTime('2024-03-14T10:00')).toBe(false);
  });

  it('reads O/N and true/false', () => {
    expect(parseSireneBoolean('O')).toBe(true);
    expect(parseSireneBoolean('true')).toBe(true);
    expect(parseSireneBoolean('N')).toBe(false);
    expect(parseSireneBoolean('false')).toBe(false);
    expect(parseSireneBoolean('X')).toBeUndefined();
  });

  it('turns empty, missing and [ND] values into null', () => {
    const fields = ['a', '', '[ND]'];
    expect(textOrNull(fields, 0)).toBe('a');
    expect(textOrNull(fields, 1)).toBeNull();
    expect(textOrNull(fields, 2)).toBeNull();
    expect(textOrNull(fields, -1)).toBeNull();
    expect(textOrNull(fields, 5)).toBeNull();
  });
});
