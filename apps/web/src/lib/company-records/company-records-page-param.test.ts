import { describe, expect, it } from 'vitest';
import { companyRecordsHref, companyRecordsPageParam } from './company-records-page-param';

describe('companyRecordsPageParam', () => {
  it('reads page 1 when absent and a plain positive integer otherwise', () => {
    expect(companyRecordsPageParam({})).toBe(1);
    expect(companyRecordsPageParam({ page: '' })).toBe(1);
    expect(companyRecordsPageParam({ page: '2' })).toBe(2);
    expect(companyRecordsPageParam({ page: ['3', '4'] })).toBe(4);
    expect(companyRecordsPageParam({ page: ' 7 ' })).toBe(7);
  });

  it('refuses what is not one page number written one way', () => {
    for (const page of ['0', '-1', 'x', '1.5', '02', '1e3', '10000000']) {
      expect(companyRecordsPageParam({ page }), page).toBeNull();
    }
  });
});

describe('companyRecordsHref', () => {
  it('leaves page 1 without query and numbers the others', () => {
    expect(companyRecordsHref('marques', '552081317')).toBe('/marques/552081317');
    expect(companyRecordsHref('marques', '552081317', 1)).toBe('/marques/552081317');
    expect(companyRecordsHref('brevets', '552081317', 3)).toBe('/brevets/552081317?page=3');
  });
});
