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
 * the most frequent words it begins. A group left empty means nothing can match. The misspelt
 * words are corrected together in one statement, and only up to `maxWords` of them: a text with
 * more unknown words is not a company name, and has no match.
 */
export async function resolveWordGroups(pool: Pool, words: string[], tuning: SearchTuning, lastIsPrefix = false): Promise<WordGroup[]> {
  const known = new Map((await findWords(pool, words)).map((count) => [count.word, count]));
  const lastIndex = words.length - 1;
  const prefix = lastIsPrefix ? words[lastIndex] : undefined;
  const prefixed = prefix === undefined ? [] : await findPrefixWords(pool, prefix, tuning.prefixAlternatives);
  const prefixGroup = (exact: WordCount | undefined) => {
    const alternatives = exact ? [exact, ...prefixed.filter((count) => count.word !== prefix)] : prefixed;
    return alternatives.length > 0 ? group(alternatives) : null;
  };
  const needsCorrection = (word: string, index: number) =>
    !known.has(word) && word.length >= MIN_TYPO_LENGTH && !(lastIsPrefix && index === lastIndex && prefixed.length > 0);
  const misspelt = [...new Set(words.filter(needsCorrection))];
  if (misspelt.length > tuning.maxWords) return words.map(() => group([]));
  const corrections = await findCorrections(pool, misspelt, tuning.typoAlternatives);
  return words.map((word, index) => {
    const exact = known.get(word);
    if (lastIsPrefix && index === lastIndex) {
      const alternatives = prefixGroup(exact);
      if (alternatives) return alternatives;
    }
    if (exact) return group([exact]);
    const candidates = corrections.get(word) ?? [];
    const best = candidates[0]?.similarity ?? 0;
    return group(candidates.filter((correction) => correction.similarity >= best - TYPO_SIMILARITY_MARGIN));
  });
}
