import type { Pool } from 'pg';
import { findCorrections, findPrefixWords, findWords, type WordCount, type WordGroup } from './queries';
import type { SearchTuning } from './search-tuning';

/** Shortest misspelt word worth a correction: shorter ones match too many unrelated words. */
const MIN_TYPO_LENGTH = 4;

/** Corrections kept: those almost as similar as the best one ("boulangrie" → boulangerie, not boucherie). */
const TYPO_SIMILARITY_MARGIN = 0.1;

function group(counts: WordCount[]): WordGroup {
  return { words: counts.map((count) => count.word), companies: counts.reduce((sum, count) => sum + count.companies, 0) };
}

/**
 * Turns the query's words into groups of indexed words: a known word stands for itself; an
 * unknown one for its nearest known words (a typo); with `lastIsPrefix`, the last word also for
 * the most frequent words it begins. A group left empty means nothing can match.
 */
export async function resolveWordGroups(pool: Pool, words: string[], tuning: SearchTuning, lastIsPrefix = false): Promise<WordGroup[]> {
  const known = new Map((await findWords(pool, words)).map((count) => [count.word, count]));
  return Promise.all(
    words.map(async (word, index) => {
      const exact = known.get(word);
      if (lastIsPrefix && index === words.length - 1) {
        const prefixed = await findPrefixWords(pool, word, tuning.prefixAlternatives);
        const alternatives = exact ? [exact, ...prefixed.filter((count) => count.word !== word)] : prefixed;
        if (alternatives.length > 0) return group(alternatives);
      }
      if (exact) return group([exact]);
      if (word.length < MIN_TYPO_LENGTH) return group([]);
      const corrections = await findCorrections(pool, word, tuning.typoAlternatives);
      const best = corrections[0]?.similarity ?? 0;
      return group(corrections.filter((correction) => correction.similarity >= best - TYPO_SIMILARITY_MARGIN));
    }),
  );
}
