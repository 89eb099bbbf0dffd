import { describe, expect, it } from 'vitest';
import { foldForFilter, matchesFilter } from './registry-filter';

describe('the registry dictionary filter', () => {
  const row = { searchKey: foldForFilter('Tribunal de commerce de Saint-Étienne Saint-Étienne Loire (42)') };

  it('folds accents, case and punctuation into single-spaced words', () => {
    expect(foldForFilter('  Saint-Étienne, Loire (42) ')).toBe('saint etienne loire 42');
  });

  it('matches when every word typed begins a word of the row, in any order', () => {
    expect(matchesFilter(row, 'saint etienne')).toBe(true);
    expect(matchesFilter(row, 'ÉTIENNE st')).toBe(false);
    expect(matchesFilter(row, 'loi 42')).toBe(true);
    expect(matchesFilter(row, '4')).toBe(true);
    expect(matchesFilter(row, 'tienne')).toBe(false);
    expect(matchesFilter(row, 'lyon')).toBe(false);
  });
});
