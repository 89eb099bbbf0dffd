import { describe, expect, it } from 'vitest';
import { companyResultsHref, readCompanySearchState } from './search-page-params';

describe('readCompanySearchState', () => {
  it('reads the text, the page and the non-empty filters, keeping the last of repeated single values', () => {
    const state = readCompanySearchState({ q: ' boulangerie ', page: '3', legal_form: ['54', '57'], status: '', postcode: '75011', other: 'x' });
    expect(state).toEqual({ q: 'boulangerie', page: 3, perPage: 20, filters: { legal_form: '57', postcode: '75011' } });
  });
  it('keeps every value of the list filters, repeated or comma-separated, each once', () => {
    const state = readCompanySearchState({ q: 'x', department: ['69', '75', ' 69 ', ''], activity_code: '62.01Z,47.11B', region: '84' });
    expect(state.filters).toEqual({ department: ['69', '75'], activity_code: ['62.01Z', '47.11B'], region: ['84'] });
  });
  it('falls back to page 1 for a page that is not a positive integer', () => {
    expect(readCompanySearchState({ q: 'a', page: '-2' }).page).toBe(1);
    expect(readCompanySearchState({ q: 'a', page: '2.5' }).page).toBe(1);
    expect(readCompanySearchState({ q: 'a', page: 'abc' }).page).toBe(1);
  });
  it('takes a page size among 10, 20 and 50, else 20', () => {
    expect(readCompanySearchState({ q: 'a', per_page: '10' }).perPage).toBe(10);
    expect(readCompanySearchState({ q: 'a', per_page: '50' }).perPage).toBe(50);
    expect(readCompanySearchState({ q: 'a', per_page: '500' }).perPage).toBe(20);
    expect(readCompanySearchState({ q: 'a', per_page: 'x' }).perPage).toBe(20);
  });
});

describe('companyResultsHref', () => {
  it('writes the state back as a shareable URL, page 1 and the default page size left out', () => {
    expect(companyResultsHref('/resultats', { q: 'café & co', page: 1, perPage: 20, filters: { department: ['2A'], status: 'active' } })).toBe(
      '/resultats?q=caf%C3%A9+%26+co&department=2A&status=active',
    );
    expect(companyResultsHref('/resultats', { q: 'x', page: 4, perPage: 20, filters: {} })).toBe('/resultats?q=x&page=4');
    expect(companyResultsHref('/resultats', { q: 'x', page: 2, perPage: 50, filters: {} })).toBe('/resultats?q=x&per_page=50&page=2');
    expect(companyResultsHref('/resultats', { q: '', page: 1, perPage: 20, filters: {} })).toBe('/resultats');
  });
  it('repeats a list filter once per value', () => {
    expect(companyResultsHref('/resultats', { q: 'x', page: 1, perPage: 20, filters: { department: ['69', '75'], region: ['84'] } })).toBe(
      '/resultats?q=x&department=69&department=75&region=84',
    );
  });
  it('round-trips through readCompanySearchState', () => {
    const state = { q: 'menuiserie', page: 2, perPage: 10, filters: { department: ['35', '56'], activity_code: ['43.32A', '43.32B'], created_from: '2001-01-01' } };
    const url = new URL(companyResultsHref('/resultats', state), 'https://example.test');
    const params: Record<string, string[]> = {};
    for (const name of new Set(url.searchParams.keys())) params[name] = url.searchParams.getAll(name);
    expect(readCompanySearchState(params)).toEqual(state);
  });
});
