import type { KeyValueStorage } from '../storage/session-storage';
import { COMPANY_FILTER_NAMES } from './company-filter-names';

/** One filter value as a results URL carries it: `['department', '69']`. */
export type FilterField = readonly [name: string, value: string];

export const REMEMBERED_FILTERS_KEY = 'registre.search-filters';

const FILTER_NAMES: ReadonlySet<string> = new Set(COMPANY_FILTER_NAMES);

/**
 * The filters of the last results page the visitor saw, kept in the tab's sessionStorage
 * (SPECIFICATION §3, remembered client data). A page without filters forgets them: "Effacer les
 * filtres" leads to one, so it clears them.
 */
export function rememberFilters(storage: KeyValueStorage | null, fields: readonly FilterField[]): void {
  try {
    if (fields.length === 0) storage?.removeItem(REMEMBERED_FILTERS_KEY);
    else storage?.setItem(REMEMBERED_FILTERS_KEY, new URLSearchParams(fields.map(([name, value]) => [name, value])).toString());
  } catch {
    // Storage full or refused: nothing remembered.
  }
}

/** The remembered filters, only known filter names, each value once; none when nothing is remembered. */
export function rememberedFilters(storage: KeyValueStorage | null): FilterField[] {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(REMEMBERED_FILTERS_KEY) ?? null;
  } catch {
    return [];
  }
  if (!stored) return [];
  const seen = new Set<string>();
  return [...new URLSearchParams(stored)].filter(([name, value]) => {
    const key = `${name}=${value}`;
    if (!FILTER_NAMES.has(name) || value.trim() === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
