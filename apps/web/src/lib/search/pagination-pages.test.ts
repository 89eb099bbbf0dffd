import { describe, expect, it } from 'vitest';
import { paginationPages } from './pagination-pages';

describe('paginationPages', () => {
  it('links every page of a short list', () => {
    expect(paginationPages(1, 3)).toEqual([1, 2, 3]);
  });
  it('links the first, the last and two pages on each side of the current one', () => {
    expect(paginationPages(10, 40)).toEqual([1, 8, 9, 10, 11, 12, 40]);
    expect(paginationPages(1, 40)).toEqual([1, 2, 3, 40]);
    expect(paginationPages(40, 40)).toEqual([1, 38, 39, 40]);
  });
});
