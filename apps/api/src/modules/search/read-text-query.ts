import type { Pool } from 'pg';
import { isLegalFormWord, nameKey, searchWords, type CompanySearchFilters } from '@registre/domain';
import { legalFormTokens } from './legal-form-tokens';
import { nameKeys } from './name-keys';
import { choosePlaces, establishmentToken, placeCandidates, type PlaceSpan } from './place-words';
import type { PlaceReading, PlaceRow, TextQuery, WordGroup } from './queries';
import { lookupKeys, resolveWords, type QueryWord } from './resolve-word-groups';
import type { SearchTuning } from './search-tuning';
import { lookUpWords } from './word-lookups';

/** Words of a query read at most: the rest is ignored (a pasted paragraph costs what twelve words cost). */
export const MAX_QUERY_WORDS = 12;

/** Name keys tried for the exact-name tiers (corrected spellings, the name without the place). */
const MAX_KEYS = 6;

/** Share of the register guessed to be located in a place, per token (a commune or postcode; a department). */
const PLACE_SHARE = { commune: 1 / 5_000, department: 1 / 100 } as const;

function placeShare(place: PlaceRow): number {
  const departments = place.tokens.filter((token) => token.startsWith('d:')).length;
  const others = place.tokens.length - departments;
  // Establishments elsewhere than the head office roughly double the companies a place holds.
  return Math.min(1, 2 * (departments * PLACE_SHARE.department + others * PLACE_SHARE.commune));
}

function group(word: QueryWord, spans: PlaceSpan[]): WordGroup {
  const words = word.alternatives.map((alternative) => alternative.word);
  const companies = word.alternatives.reduce((sum, alternative) => sum + alternative.companies, 0);
  const typed = word.known ? { typed: word.typed } : {};
  const place = word.place === null ? undefined : spans[word.place]?.place;
  if (!place) return { words, companies, ...typed };
  const tokens = [...place.tokens, ...place.tokens.map(establishmentToken)];
  return { words: [...words, ...tokens], companies, ...typed, place: { share: placeShare(place) } };
}

/** Groups of the same alternatives are one condition ("cafe paris paris"): the first is kept. */
function distinctGroups(groups: WordGroup[]): WordGroup[] {
  const seen = new Set<string>();
  return groups.filter((g) => {
    const key = `${g.place ? 'p' : 'w'}:${g.words.join(',')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Name keys of a sequence of words, best first: as typed, then with corrections; when two neighbours are known words
 * that also make one word joined ("alex andre" → alexandre), the sequence with that word is tried too.
 */
function keysOf(words: QueryWord[]): string[] {
  const choices = (list: QueryWord[]) => list.map((word) => (word.alternatives.length === 0 ? [word.typed] : word.alternatives.map((a) => a.word).filter((w) => !list.some((other) => other.joinsNext === w))));
  const joined: QueryWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word.joinsNext && words[i + 1]) {
      joined.push({ ...word, typed: word.joinsNext, alternatives: [{ word: word.joinsNext, companies: 0 }], joinsNext: undefined });
      i++;
    } else joined.push(word);
  }
  const typed = words.map((word) => word.typed).join(' ');
  const keys = [typed, ...nameKeys(choices(words), MAX_KEYS)];
  if (joined.length < words.length) keys.push(...nameKeys(choices(joined), MAX_KEYS));
  return [...new Set(keys)];
}

/**
 * How the search reads a text query: its name words (legal-form words apart, kept as a preference), the places it
 * names at its start or end (a commune, a postcode, a department), and each word's alternatives (typos, glued or split
 * words, a suggestion's prefix). Both readings of a place word stay open: the name may hold it ("HÔTEL DE LYON") or
 * the company be there; the ranking (`rank-order.ts`) puts the better one first. `null`: nothing can match.
 * Statements: one for the words, places, a prefix's words and one-edit typos (`lookUpWords`), and one more only
 * for long misspelt words far from any known word; whatever the number of words.
 */
export async function readTextQuery(pool: Pool, q: string, filters: CompanySearchFilters, tuning: SearchTuning, prefix: boolean): Promise<TextQuery | null> {
  const all = searchWords(q);
  const named = all.filter((word) => !isLegalFormWord(word));
  const words = (named.length > 0 ? named : all).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  const legalTokens = named.length > 0 ? legalFormTokens(all.filter(isLegalFormWord)) : [];
  const first = await lookUpWords(pool, {
    ...lookupKeys(words),
    phrases: placeCandidates(words),
    prefix: prefix ? words.at(-1)! : null,
    prefixLimit: tuning.prefixAlternatives,
  });
  const known = new Set(first.known.map((count) => count.word));
  const spans = choosePlaces(words, first.places, (word) => known.has(word));
  const resolved = await resolveWords(pool, words, first, spans.map((span) => [span.start, span.end]), tuning);

  let groups = distinctGroups(resolved.map((word) => group(word, spans)));
  if (groups.some((g) => g.words.length === 0)) return null;
  if (groups.length > tuning.maxWords) {
    // The rarest words narrow best; the places are kept.
    const kept = new Set([...groups].sort((a, b) => Number(Boolean(b.place)) - Number(Boolean(a.place)) || a.companies - b.companies).slice(0, tuning.maxWords));
    groups = groups.filter((g) => kept.has(g));
  }

  const typedKey = nameKey(q);
  const readings: PlaceReading[] = spans.map((span, index) => {
    const outside = resolved.filter((word) => word.place !== index);
    return {
      headTokens: span.place.tokens,
      establishmentTokens: span.place.tokens.map(establishmentToken),
      keys: keysOf(outside).slice(0, MAX_KEYS),
      wordCount: outside.length,
    };
  });
  return {
    groups,
    nameKey: typedKey,
    correctedKeys: keysOf(resolved).filter((key) => key !== typedKey).slice(0, MAX_KEYS),
    places: readings,
    legalTokens,
    filters,
  };
}
