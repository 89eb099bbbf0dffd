import { describe, expect, it } from 'vitest';
import { companyResultsHref, readCompanySearchState } from './search-page-params';

describe('readCompanySearchState', () => {
  it('reads the text, the page and the non-empty filters, keeping the last of repeated values', () => {
    const state = readCompanySearchState({ q: ' boulangerie ', page: '3', department: ['69', '75'], status: '', postcode: '75011', other: 'x' });
    expect(state).toEqual({ q: 'boulangerie', page: 3, filters: { department: '75', postcode: '75011' } });
  });
  it('falls back to page 1 for a page that is not a positive integer', () => {
    expect(readCompanySearchState({ q: 'a', page: '-2' }).page).toBe(1);
    expect(readCompanySearchState({ q: 'a', page: '2.5' }).page).toBe(1);
    expect(readCompanySearchState({ q: 'a', page: 'abc' }).page).toBe(1);
  });
});

describe('companyResultsHref', () => {
  it('writes the state back as a shareable URL, page 1 left out', () => {
    expect(companyResultsHref('/resultats', { q: 'café & co', page: 1, filters: { department: '2A', status: 'active' } })).toBe(
      '/resultats?q=caf%C3%A9+%26+co&department=2A&status=active',
    );
    expect(companyResultsHref('/resultats', { q: 'x', page: 4, filters: {} })).toBe('/resultats?q=x&page=4');
    expect(companyResultsHref('/resultats', { q: '', page: 1, filters: {} })).toBe('/resultats');
  });
  it('round-trips through readCompanySearchState', () => {
    const state = { q: 'menuiserie', page: 2, filters: { activity_code: '43.32A', created_from: '2001-01-01' } };
    const href = companyResultsHref('/resultats', state);
    const params = Object.fromEntries(new URL(href, 'https://example.test').searchParams);
    expect(readCompanySearchState(params)).toEqual(state);
  });
});
