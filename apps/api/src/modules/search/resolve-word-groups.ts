import type { Pool } from 'pg';
import { editDistance, letterDeletions, maxTypoEdits } from '@registre/domain';
import type { WordCount } from './queries';
import type { SearchTuning } from './search-tuning';
import { lookUpFarTypos, type WordLookupResult } from './word-lookups';

/**
 * Shortest misspelt word worth a correction ("fls" → fils, "ane" → anne, both held by a company or two): shorter ones
 * match too many unrelated words.
 */
const MIN_TYPO_LENGTH = { unknown: 3, known: 3 } as const;

/** Shortest part of a glued word ("boulangeriemartin" → boulangerie + martin): shorter parts split anything. */
const MIN_SPLIT_PART = 3;

/**
 * A known word may be a typo for another known word ("marin" typed for "martin"): its neighbours at one edit that
 * are this many times more frequent become alternatives, ranked after the word as typed.
 */
const NEIGHBOUR_FREQUENCY_RATIO = 20;

/** Known words held by more companies than this are taken as meant (no neighbour looked up): typos make rare words. */
const NEIGHBOUR_CHECK_UP_TO = 500;

/** Neighbours kept for a known word. */
const MAX_NEIGHBOURS = 2;

/** Trigram corrections (after the deletions found none) may be this far from a word of 8 letters or more. */
const MAX_TRIGRAM_EDITS_LONG = 3;

/** One word of a query as the search reads it. */
export interface QueryWord {
  /** The word as it enters the name keys: as typed, or two typed words joined, or a part of a glued word. */
  typed: string;
  /** Indexed words it stands for, best first (the typed word first when it is known). */
  alternatives: WordCount[];
  /** The typed word is itself an indexed word. */
  known: boolean;
  /**
   * Index of the qualifier the word is part of (a place, `choosePlaces`, or an activity word, see `read-text-query.ts`),
   * matched by the qualifier's tokens as well as by its words.
   */
  qualifier: number | null;
  /** Set when this word and the next are known words that also make one when joined ("alex andre"): that word. */
  joinsNext?: string;
}

/** Ways two typed words may be one word split ("boulan gerie"), and one typed word two glued ones. */
function splits(word: string): Array<[string, string]> {
  const parts: Array<[string, string]> = [];
  for (let at = MIN_SPLIT_PART; at <= word.length - MIN_SPLIT_PART; at++) parts.push([word.slice(0, at), word.slice(at)]);
  return parts;
}

/** Words that may be misspelt: every word of 3 letters or more (a known word may be a typo for a frequent one). */
const mayBeMisspelt = (word: string) => word.length >= MIN_TYPO_LENGTH.unknown;

/**
 * What the first statement looks up for these typed words (see `lookUpWords`): as words, the words themselves, each
 * pair of neighbours joined and the two parts of each way to split a word; as deletions, each one-letter deletion of a
 * word that may be misspelt (an extra letter typed, or a letter missing from the word meant), with the typed word
 * they come from: the statement keeps those of unknown words and of words held by `NEIGHBOUR_CHECK_UP_TO` companies
 * or fewer, the only ones corrected (see `resolveWords`).
 */
export function lookupKeys(words: string[]): { words: string[]; deletions: Array<{ key: string; owner: string }>; checkUpTo: number } {
  const strings = new Set(words);
  const deletions: Array<{ key: string; owner: string }> = [];
  for (let i = 0; i + 1 < words.length; i++) strings.add(words[i]! + words[i + 1]!);
  for (const word of new Set(words)) {
    for (const [a, b] of splits(word)) strings.add(a).add(b);
    if (!mayBeMisspelt(word)) continue;
    for (const key of letterDeletions(word, 1)) deletions.push({ key, owner: word });
  }
  return { words: [...strings], deletions, checkUpTo: NEIGHBOUR_CHECK_UP_TO };
}

/**
 * The strings a typed word is looked up by: its deletions (one letter, or up to two), and with two edits allowed,
 * the one-letter deletions of each spelling with two neighbours swapped back ("hcrisophe" → "chrisophe" → found
 * with "christophe"'s deletion "chrisophe"): a swap and another edit are found by equality too.
 */
function typoKeys(word: string, edits: 1 | 2): string[] {
  const keys = new Set(letterDeletions(word, edits));
  if (edits === 2) {
    for (let i = 0; i + 1 < word.length; i++) {
      if (word[i] === word[i + 1]) continue;
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      for (const key of letterDeletions(swapped, 1)) keys.add(key);
    }
  }
  return [...keys];
}

interface Candidate extends WordCount {
  distance: number;
}

const byCloseness = (a: Candidate, b: Candidate) => a.distance - b.distance || b.companies - a.companies || a.word.localeCompare(b.word);

/** Known words found for deletion keys, checked by edit distance and filed under the typed words they may correct. */
function collect(
  found: Map<string, Candidate[]>,
  owners: Map<string, string[]>,
  rows: Array<WordCount & { key: string }>,
  maxEdits: (typed: string) => number,
): void {
  for (const row of rows) {
    for (const typed of owners.get(row.key) ?? []) {
      const list = found.get(typed)!;
      if (row.word === typed || list.some((candidate) => candidate.word === row.word)) continue;
      const max = maxEdits(typed);
      const distance = editDistance(typed, row.word, max);
      if (distance <= max) list.push({ word: row.word, companies: row.companies, distance });
    }
  }
}

function ownersOf(words: Iterable<string>, keysOf: (word: string) => string[]): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const word of words) {
    for (const key of keysOf(word)) {
      const list = owners.get(key) ?? [];
      list.push(word);
      owners.set(key, list);
    }
  }
  return owners;
}

/**
 * Candidates for the words that may be misspelt. From the first statement: the known words sharing a one-letter
 * deletion with them, or equal to one (every word one edit away — swapped, missing, doubled, wrong letter — and some
 * two away). Then, for unknown words of six letters or more still without a candidate one edit away, one more
 * statement: further deletions (two letters, or a swap undone and one letter) and trigram similarity (two edits that
 * both delete from the word meant, or a longer word far off).
 */
async function findCandidates(pool: Pool, typed: string[], unknown: Set<string>, first: WordLookupResult, tuning: SearchTuning): Promise<Map<string, Candidate[]>> {
  const found = new Map<string, Candidate[]>(typed.map((word) => [word, []]));
  if (typed.length === 0) return found;
  const maxEdits = (word: string) => (unknown.has(word) ? maxTypoEdits(word) : 1);
  const near = ownersOf(typed, (word) => letterDeletions(word, 1));
  collect(found, near, first.deletions, maxEdits);
  collect(found, near, first.known.map((count) => ({ ...count, key: count.word })), maxEdits);

  const far = typed.filter((word) => unknown.has(word) && maxTypoEdits(word) === 2 && !found.get(word)!.some((c) => c.distance <= 1));
  if (far.length > 0) {
    const farOwners = ownersOf(far, (word) => typoKeys(word, 2).filter((key) => !near.has(key)));
    const { deletions, trigrams } = await lookUpFarTypos(pool, [...farOwners.keys()], far, 2 * tuning.typoAlternatives);
    collect(found, farOwners, deletions, maxEdits);
    const trigramOwners = new Map(far.map((word) => [word, [word]]));
    collect(found, trigramOwners, trigrams.map((row) => ({ key: row.typed, word: row.word, companies: row.companies })), (word) => (word.length >= 8 ? MAX_TRIGRAM_EDITS_LONG : maxTypoEdits(word)));
  }
  for (const list of found.values()) list.sort(byCloseness);
  return found;
}

/**
 * The closest candidates: those at the best distance, most frequent first, and those one edit further that are far
 * more frequent ("hocling": holling, 1 company, one edit; holding, thousands, two).
 */
function closest(candidates: Candidate[], limit: number): Candidate[] {
  const best = candidates[0];
  if (!best) return [];
  return candidates
    .filter((c) => c.distance === best.distance || (c.distance === best.distance + 1 && c.companies >= NEIGHBOUR_FREQUENCY_RATIO * Math.max(1, best.companies)))
    .slice(0, limit);
}

/**
 * Turns a query's typed words into the words the search looks for.
 * - A known word stands for itself, and for a neighbour at one edit far more frequent (a typo that made a word).
 * - Two neighbours whose joined spelling is a word ("boulan gerie"): that word, instead of an unknown half, or as an
 *   alternative of each half when both halves are words too.
 * - An unknown word: its closest known words (one edit, or two from six letters on), else the two words it glues.
 * - With `prefixWords`, the last word also stands for the words it begins (suggestions).
 * - The words of a qualifier (`qualifierRanges`: a place, an activity word) are read the same way, never joined or
 *   split (a suggestion's last word keeps the words it begins): the qualifier's tokens are added by the caller.
 * An unknown word with no candidate has no alternatives: nothing can match it (unless it is a qualifier's).
 * `first` is the answer of `lookUpWords`; at most one more statement is sent, whatever the number of words.
 */
export async function resolveWords(
  pool: Pool,
  words: string[],
  first: WordLookupResult,
  qualifierRanges: Array<[number, number]>,
  tuning: SearchTuning,
): Promise<QueryWord[]> {
  const known = new Map(first.known.map((count) => [count.word, count]));
  const { prefixWords } = first;
  const qualifierOf = (index: number) => {
    const at = qualifierRanges.findIndex(([start, end]) => index >= start && index < end);
    return at < 0 ? null : at;
  };
  const inQualifier = (index: number) => qualifierOf(index) !== null;
  const last = words.length - 1;
  const resolved: QueryWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const exact = known.get(word);
    if (inQualifier(i)) {
      // A suggestion's last word may be unfinished even when it names a place or an activity ("martin plomb").
      const completions = prefixWords && i === last ? prefixWords.filter((p) => p.word !== word) : [];
      resolved.push({ typed: word, alternatives: [...(exact ? [exact] : []), ...completions], known: exact !== undefined, qualifier: qualifierOf(i) });
      continue;
    }
    if (prefixWords && i === last && prefixWords.length > 0) {
      resolved.push({ typed: word, alternatives: exact ? [exact, ...prefixWords.filter((p) => p.word !== word)] : prefixWords, known: exact !== undefined, qualifier: null });
      continue;
    }
    const next = words[i + 1];
    const joined = next !== undefined && !inQualifier(i + 1) && !(prefixWords && i + 1 === last) ? known.get(word + next) : undefined;
    if (joined && (!exact || !known.has(next!))) {
      resolved.push({ typed: joined.word, alternatives: [joined], known: true, qualifier: null });
      i++;
      continue;
    }
    const previous = resolved.at(-1);
    const joinedBefore = i > 0 && previous !== undefined && previous.typed === words[i - 1] && previous.qualifier === null ? known.get(words[i - 1]! + word) : undefined;
    const alternatives = exact ? [exact] : [];
    for (const both of [joined, joinedBefore]) if (both && exact) alternatives.push(both);
    resolved.push({ typed: word, alternatives, known: exact !== undefined, qualifier: null, ...(joined && exact ? { joinsNext: joined.word } : {}) });
  }

  // Corrections: unknown words, and known ones that may be a typo for a far more frequent word.
  const toCorrect: string[] = [];
  const unknown = new Set<string>();
  for (const entry of resolved) {
    // A place's words are corrected too: a typo may make a commune's name ("montellier", "roce").
    if (entry.typed.length < MIN_TYPO_LENGTH.unknown || (prefixWords && entry === resolved.at(-1) && entry.alternatives.length > 0)) continue;
    if (!entry.known) {
      toCorrect.push(entry.typed);
      unknown.add(entry.typed);
    } else if (entry.typed.length >= MIN_TYPO_LENGTH.known && entry.alternatives.length === 1 && entry.alternatives[0]!.companies <= NEIGHBOUR_CHECK_UP_TO) {
      toCorrect.push(entry.typed);
    }
  }
  const candidates = await findCandidates(pool, toCorrect, unknown, first, tuning);

  const result: QueryWord[] = [];
  for (const entry of resolved) {
    const found = candidates.get(entry.typed) ?? [];
    if (entry.known) {
      const own = entry.alternatives[0]!.companies;
      const neighbours = found.filter((c) => c.distance === 1 && c.companies >= NEIGHBOUR_FREQUENCY_RATIO * Math.max(1, own)).slice(0, MAX_NEIGHBOURS);
      result.push({ ...entry, alternatives: [...entry.alternatives, ...neighbours.filter((n) => !entry.alternatives.some((a) => a.word === n.word))] });
      continue;
    }
    if (entry.alternatives.length > 0) {
      result.push(entry);
      continue;
    }
    const corrections = closest(found, tuning.typoAlternatives);
    if (entry.qualifier !== null) {
      result.push({ ...entry, alternatives: corrections });
      continue;
    }
    const glued = splits(entry.typed)
      .map(([a, b]) => [known.get(a), known.get(b)] as const)
      .filter((pair): pair is readonly [WordCount, WordCount] => pair[0] !== undefined && pair[1] !== undefined)
      .sort((x, y) => Math.min(y[0].companies, y[1].companies) - Math.min(x[0].companies, x[1].companies))[0];
    if (glued && (corrections[0]?.distance ?? Infinity) > 1) {
      for (const part of glued) result.push({ typed: part.word, alternatives: [part], known: true, qualifier: null });
      continue;
    }
    result.push({ ...entry, alternatives: corrections });
  }
  return result;
}
