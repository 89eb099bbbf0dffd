import { describe, expect, it } from 'vitest';
import { asArray, asObject, asText, asWords, firstObject, pick } from './json-fields';

describe('asText', () => {
  it('trims, and gives undefined for a blank or absent value', () => {
    expect(asText('  SARL Dupont \n')).toBe('SARL Dupont');
    expect(asText('a  b')).toBe('a  b');
    expect(asText(' \t\u00a0\n')).toBeUndefined();
    expect(asText('')).toBeUndefined();
    expect(asText(null)).toBeUndefined();
    expect(asText(undefined)).toBeUndefined();
  });

  it('drops NUL characters, which PostgreSQL text cannot hold, wherever they are', () => {
    expect(asText('Du\0pont')).toBe('Dupont');
    expect(asText('\0\0')).toBeUndefined();
    // Dropped before the trim: no blank is left behind the NUL (the RNE and INPI copies kept "abc \0" whole).
    expect(asText('abc \0')).toBe('abc');
    expect(asText('\0 abc')).toBe('abc');
    expect(asText(' \0 ')).toBeUndefined();
  });

  it('reads finite numbers as their text and refuses other types', () => {
    expect(asText(30)).toBe('30');
    expect(asText(7622.45)).toBe('7622.45');
    expect(asText(Number.NaN)).toBeUndefined();
    expect(asText(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(asText(true)).toBeUndefined();
    expect(asText({ a: 'b' })).toBeUndefined();
    expect(asText(['a'])).toBeUndefined();
  });
});

describe('asWords', () => {
  it('returns clean text as it is', () => {
    const clean = 'SOCIETE DUPONT ET FILS';
    expect(asWords(clean)).toBe(clean);
    expect(asWords('X')).toBe('X');
  });

  it('makes every run of blanks one space, and trims', () => {
    expect(asWords('  DUPONT   ET\tFILS\n')).toBe('DUPONT ET FILS');
    expect(asWords('A\u00a0\u202fB')).toBe('A B');
    expect(asWords('   ')).toBeUndefined();
  });

  it('drops NUL characters too (the RNE copy let them through to COPY)', () => {
    expect(asWords('DU\0PONT')).toBe('DUPONT');
    expect(asWords('DUPONT \0 FILS')).toBe('DUPONT FILS');
    expect(asWords('DUPONT\0')).toBe('DUPONT');
    expect(asWords('\0')).toBeUndefined();
  });

  it('reads numbers as text and refuses other types', () => {
    expect(asWords(30)).toBe('30');
    expect(asWords(null)).toBeUndefined();
    expect(asWords({})).toBeUndefined();
  });
});

describe('structure helpers', () => {
  it('asObject accepts plain objects only', () => {
    expect(asObject({ a: 1 })).toEqual({ a: 1 });
    expect(asObject([])).toBeUndefined();
    expect(asObject(null)).toBeUndefined();
    expect(asObject('x')).toBeUndefined();
  });

  it('asArray gives an empty array for anything but an array', () => {
    expect(asArray([1, 2])).toEqual([1, 2]);
    expect(asArray({ 0: 1 })).toEqual([]);
    expect(asArray(undefined)).toEqual([]);
  });

  it('firstObject takes an object or the first object of an array', () => {
    expect(firstObject({ a: 1 })).toEqual({ a: 1 });
    expect(firstObject([null, 'x', { b: 2 }, { c: 3 }])).toEqual({ b: 2 });
    expect(firstObject(['x'])).toBeUndefined();
  });

  it('pick follows a path of keys', () => {
    const record = { formality: { content: { siren: '552100554' } } };
    expect(pick(record, 'formality', 'content', 'siren')).toBe('552100554');
    expect(pick(record, 'formality', 'missing', 'siren')).toBeUndefined();
    expect(pick({ a: [{ b: 1 }] }, 'a', 'b')).toBeUndefined();
  });
});
