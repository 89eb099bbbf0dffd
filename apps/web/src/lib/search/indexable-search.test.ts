import { describe, expect, it } from 'vitest';
import { isIndexableSearch } from './indexable-search';

describe('isIndexableSearch', () => {
  it('indexes a query that names a company found', () => {
    expect(isIndexableSearch('boulangerie du canal', { total: 3, names: ['BOULANGERIE DU CANAL', 'CANAL BOULANGERIE'] })).toBe(true);
    expect(isIndexableSearch('Éts Durand', { total: 1, names: ['ETS DURAND'] })).toBe(true);
  });

  it('keeps out empty results and text that is not a company name', () => {
    expect(isIndexableSearch('achetez du viagra pas cher', { total: 0, names: [] })).toBe(false);
    expect(isIndexableSearch('boulangrie', { total: 5, names: ['BOULANGERIE DU CANAL'] })).toBe(false);
    expect(isIndexableSearch('boulangerie escroquerie', { total: 2, names: ['BOULANGERIE DU CANAL'] })).toBe(false);
    expect(isIndexableSearch('boulangerie', null)).toBe(false);
  });
});
