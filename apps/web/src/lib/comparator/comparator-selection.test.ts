import { describe, expect, it } from 'vitest';
import { comparatorHref, readComparatorSelection, withoutSiren, withSiren } from './comparator-selection';

describe('readComparatorSelection', () => {
  it('reads one or many sirens, normalised, repeats dropped, in URL order', () => {
    expect(readComparatorSelection({ siren: '552081317' }).sirens).toEqual(['552081317']);
    expect(readComparatorSelection({ siren: ['552 081 317', '5', '552081317', '55208131766522'] })).toEqual({
      sirens: ['552081317', '000000005'],
      invalid: [],
      overflow: [],
      added: null,
      query: '',
    });
  });

  it('sets aside what is not a company number and what goes beyond four companies', () => {
    const selection = readComparatorSelection({ siren: ['abc', '1', '2', '3', '4', '5', '123456789012', ''] });
    expect(selection.invalid).toEqual(['abc', '123456789012']);
    expect(selection.sirens).toEqual(['000000001', '000000002', '000000003', '000000004']);
    expect(selection.overflow).toEqual(['000000005']);
  });

  it('reads the add form: a number is a company to add, a name a search', () => {
    expect(readComparatorSelection({ siren: '1', q: '552 081 317' })).toMatchObject({ added: '552081317', query: '' });
    expect(readComparatorSelection({ q: ' danone ' })).toMatchObject({ added: null, query: 'danone' });
    expect(readComparatorSelection({})).toMatchObject({ added: null, query: '' });
  });
});

describe('comparator links', () => {
  it('puts the whole selection in the URL', () => {
    expect(comparatorHref([])).toBe('/comparateur-entreprises');
    expect(comparatorHref(['552081317', '000000005'])).toBe('/comparateur-entreprises?siren=552081317&siren=000000005');
  });

  it('adds once and removes', () => {
    expect(withSiren(['1'], '2')).toEqual(['1', '2']);
    expect(withSiren(['1', '2'], '1')).toEqual(['1', '2']);
    expect(withoutSiren(['1', '2', '3'], '2')).toEqual(['1', '3']);
  });
});
