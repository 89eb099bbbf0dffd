import { describe, expect, it } from 'vitest';
import { autoRedirectEnabled, setAutoRedirect } from './auto-redirect-preference';
import { REMEMBERED_FILTERS_KEY, rememberedFilters, rememberFilters } from './remembered-filters';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key), map };
}

describe('remembered filters', () => {
  it('keeps the last filters in URL order and forgets them on a page without any', () => {
    const storage = memoryStorage();
    rememberFilters(storage, [['department', '69'], ['department', '2A'], ['activity_code', '10.71C'], ['status', 'active']]);
    expect(rememberedFilters(storage)).toEqual([['department', '69'], ['department', '2A'], ['activity_code', '10.71C'], ['status', 'active']]);
    rememberFilters(storage, []);
    expect(storage.map.has(REMEMBERED_FILTERS_KEY)).toBe(false);
    expect(rememberedFilters(storage)).toEqual([]);
  });

  it('reads back only known filters, each value once, never the text or the page', () => {
    const storage = memoryStorage();
    storage.setItem(REMEMBERED_FILTERS_KEY, 'q=boulangerie&page=3&department=69&department=69&region=&evil=1&region=84');
    expect(rememberedFilters(storage)).toEqual([['department', '69'], ['region', '84']]);
  });

  it('remembers nothing without a storage, or when it throws', () => {
    expect(rememberedFilters(null)).toEqual([]);
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    expect(() => rememberFilters(refusing, [['department', '69']])).not.toThrow();
    expect(rememberedFilters(refusing)).toEqual([]);
  });
});

describe('auto-redirect preference', () => {
  it('is on until the visitor turns it off, and on again when turned back on', () => {
    const storage = memoryStorage();
    expect(autoRedirectEnabled(storage)).toBe(true);
    setAutoRedirect(storage, false);
    expect(autoRedirectEnabled(storage)).toBe(false);
    setAutoRedirect(storage, true);
    expect(autoRedirectEnabled(storage)).toBe(true);
    expect(autoRedirectEnabled(null)).toBe(true);
  });
});
