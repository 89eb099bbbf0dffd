import { describe, expect, it } from 'vitest';
import { companyListHref, companyListPageParam } from './company-list-page-param';

describe('companyListPageParam', () => {
  it('reads page 1 when absent and a plain positive integer otherwise', () => {
    expect(companyListPageParam({})).toBe(1);
    expect(companyListPageParam({ page: '' })).toBe(1);
    expect(companyListPageParam({ page: '2' })).toBe(2);
    expect(companyListPageParam({ page: ['3', '4'] })).toBe(4);
    expect(companyListPageParam({ page: ' 7 ' })).toBe(7);
  });

  it('refuses what is not one page number written one way', () => {
    for (const page of ['0', '-1', 'x', '1.5', '02', '1e3', '10000000']) {
      expect(companyListPageParam({ page }), page).toBeNull();
    }
  });
});

describe('companyListHref', () => {
  it('leaves page 1 without query and numbers the others', () => {
    expect(companyListHref('marques', '552081317')).toBe('/marques/552081317');
    expect(companyListHref('marques', '552081317', 1)).toBe('/marques/552081317');
    expect(companyListHref('brevets', '552081317', 3)).toBe('/brevets/552081317?page=3');
  });
});
