import { queryWords } from '@registre/domain';

/** What decides whether a results page is worth indexing: its query and its first results. */
export interface SearchOutcome {
  total: number;
  names: readonly string[];
}

/**
 * A results page is indexed only when it answers a company name: it has results, and every word
 * of the query is in the first result's name. Anything else typed in `?q=` (no result, a
 * sentence, misspelt words matched only through corrections) stays out of the index, so no one
 * can make an indexable page with their text in its title.
 */
export function isIndexableSearch(q: string, outcome: SearchOutcome | null): boolean {
  if (outcome === null || outcome.total === 0) return false;
  const words = queryWords(q);
  const first = outcome.names[0];
  if (words.length === 0 || first === undefined) return false;
  const nameWords = new Set(queryWords(first));
  return words.every((word) => nameWords.has(word));
}
