import type { Pool } from 'pg';
import { isLegalFormWord, nameKey, searchWords, type CompanySearchFilters } from '@registre/domain';
import { nameKeys } from './name-keys';
import { loadNomenclatureWords, type NomenclatureWords } from './nomenclature-words';
import { choosePlaces, establishmentToken, placeCandidates, placeReadings, uncoveredTokens, type PlaceSpan } from './place-words';
import type { Qualifier, QualifierReading, TextQuery, WordGroup } from './queries';
import { lookupKeys, resolveWords, type QueryWord } from './resolve-word-groups';
import type { SearchTuning } from './search-tuning';
import { lookUpWords } from './word-lookups';

/** Words of a query read at most: the rest is ignored (a pasted paragraph costs what twelve words cost). */
export const MAX_QUERY_WORDS = 12;

/** Name keys tried for the exact-name tiers (corrected spellings, the name without the place). */
const MAX_KEYS = 6;

/** Name keys tried for a reading without an activity word (they multiply: one reading per set of qualifiers). */
const MAX_ACTIVITY_READING_KEYS = 2;

/** Share of the register guessed to be located in a place, per token (a commune or postcode; a department). */
const PLACE_SHARE = { commune: 1 / 5_000, department: 1 / 100 } as const;

/** Activity words of a query read as activities at most (the most specific ones). */
const MAX_ACTIVITIES = 2;

/**
 * An activity word whose NAF subclasses hold more of the register than this stays a plain name word: it narrows little,
 * and the GIN index would intersect the name's words with the postings of too many companies. At 1/8, "immobilier"
 * (68.xx, 11 % of the generated register) still counts: 3 ms in the GIN index with "martin" on 1 M companies.
 */
const MAX_ACTIVITY_SHARE = 1 / 8;

/**
 * Companies the query's words (but its places) are estimated to match all as name words, past which its activity words stay name words
 * only: when the name alone already finds pages of companies ("plomberie martin"), the activity reading would rank
 * hundreds more (every MARTIN in plumbing) for a company the user has more ways to name; it is kept for the first
 * words of a long name, which find little on their own ("dupont fils plomberie").
 */
const ACTIVITY_READING_UP_TO = 50;

/** Longest legal-form phrase looked for ("societe responsabilite limitee"). */
const MAX_LEGAL_PHRASE = 4;

function placeShare(tokens: string[]): number {
  const departments = tokens.filter((token) => token.startsWith('d:')).length;
  const others = tokens.length - departments;
  // Establishments elsewhere than the head office roughly double the companies a place holds.
  return Math.min(1, 2 * (departments * PLACE_SHARE.department + others * PLACE_SHARE.commune));
}

/** Where a qualifier sits in the query's words, [start, end), its tokens and the share of the register they keep. */
export interface QualifierSpan {
  start: number;
  end: number;
  qualifier: Qualifier;
  share: number;
}

function placeSpan(span: PlaceSpan): QualifierSpan {
  const tokens = uncoveredTokens(span.place.tokens);
  return {
    start: span.start,
    end: span.end,
    qualifier: { kind: 'place', head: tokens, anywhere: [...tokens, ...tokens.map(establishmentToken)] },
    share: placeShare(tokens),
  };
}

/** The words that may be activity words: known to the NAF labels (a suggestion's last word keeps its completions too). */
function activityCandidates(words: string[], activities: NomenclatureWords['activities']): number[] {
  return words.map((word, i) => (activities.has(word) ? i : -1)).filter((i) => i >= 0);
}

/**
 * The activity words of a query ("boulangerie martin", "martin plomberie lyon"): words of the NAF labels outside its
 * places, whose subclasses hold at most `MAX_ACTIVITY_SHARE` of the register, the most specific `MAX_ACTIVITIES`; at
 * least one word of the query stays a name word, the first ("elevage volailles": ÉLEVAGE…, of 01.47Z or holding
 * "volailles"), since only a name word's postings can drive the search. A word that joins a neighbour into a known
 * word is not one (as for places).
 */
function activitySpans(
  words: string[],
  candidates: number[],
  places: QualifierSpan[],
  activities: NomenclatureWords['activities'],
  counts: Map<string, number>,
  isKnown: (word: string) => boolean,
): QualifierSpan[] {
  const total = counts.get('') ?? 0;
  if (total === 0) return [];
  const inPlace = (i: number) => places.some((span) => i >= span.start && i < span.end);
  // A word that joins a neighbour into a known word is half of a split word ("super marche", "sport ive").
  const joins = (i: number) => (i > 0 && isKnown(words[i - 1]! + words[i]!)) || (i + 1 < words.length && isKnown(words[i]! + words[i + 1]!));
  const free = words.filter((_, i) => !inPlace(i)).length;
  const spans = candidates
    .filter((i) => !inPlace(i) && !joins(i))
    .map((i) => {
      const codes = activities.get(words[i]!)!;
      const companies = codes.reduce((sum, code) => sum + (counts.get(code) ?? 0), 0);
      const tokens = codes.map((code) => `n:${code}`);
      return { start: i, end: i + 1, qualifier: { kind: 'activity' as const, head: tokens, anywhere: tokens }, share: companies / total };
    })
    .filter((span) => span.share <= MAX_ACTIVITY_SHARE);
  if (spans.length >= free) spans.shift();
  return spans.sort((a, b) => a.share - b.share).slice(0, MAX_ACTIVITIES).sort((a, b) => a.start - b.start);
}

/**
 * The legal forms a query names among its legal-form words: the longest phrase of them that is a form ("societe civile
 * immobiliere", "sarl"), as 'l:' tokens (preferred, not required: a company changes its form more often than its
 * name), and the one-word forms typed (a name holding "SCI" is the other reading of "sci").
 */
function legalForms(all: string[], forms: NomenclatureWords['legalForms']): { tokens: string[]; words: string[] } {
  const tokens = new Set<string>();
  const words = new Set<string>();
  for (let i = 0; i < all.length; ) {
    let size = 0;
    for (let n = MAX_LEGAL_PHRASE; n >= 1 && size === 0; n--) {
      const phrase = all.slice(i, i + n);
      const codes = phrase.length === n && phrase.every(isLegalFormWord) ? forms.get(phrase.join(' ')) : undefined;
      if (!codes) continue;
      for (const code of codes) tokens.add(`l:${code}`);
      if (n === 1) words.add(phrase[0]!);
      size = n;
    }
    i += Math.max(1, size);
  }
  return { tokens: [...tokens], words: [...words] };
}

/** Companies holding every word (each through any of its alternatives), were the words independent. */
function nameMatchEstimate(words: QueryWord[], total: number): number {
  const share = (word: QueryWord) => Math.min(1, word.alternatives.reduce((sum, alternative) => sum + alternative.companies, 0) / total);
  return words.reduce((estimate, word) => estimate * share(word), total);
}

/**
 * The activity spans kept (`spans`: places first, then activities): none when the query is some company's whole name
 * (`nameExists`: "TAXIS MOREL" names the companies meant; read as MOREL, a taxi, it would rank every taxi MOREL for
 * nothing), or when the words outside the places, all read as a name, are estimated to find more than
 * `ACTIVITY_READING_UP_TO` companies; their words are then plain name words.
 */
export function keepActivities(
  resolved: QueryWord[],
  spans: QualifierSpan[],
  places: number,
  total: number,
  nameExists = false,
): { resolved: QueryWord[]; spans: QualifierSpan[] } {
  if (spans.length === places) return { resolved, spans };
  const nameWords = resolved.filter((word) => word.qualifier === null || word.qualifier >= places);
  if (!nameExists && nameMatchEstimate(nameWords, total) <= ACTIVITY_READING_UP_TO) return { resolved, spans };
  return {
    resolved: resolved.map((word) => (word.qualifier !== null && word.qualifier >= places ? { ...word, qualifier: null } : word)),
    spans: spans.slice(0, places),
  };
}

function group(word: QueryWord, spans: QualifierSpan[]): WordGroup {
  const words = word.alternatives.map((alternative) => alternative.word);
  const companies = word.alternatives.reduce((sum, alternative) => sum + alternative.companies, 0);
  const typed = word.known ? { typed: word.typed } : {};
  const span = word.qualifier === null ? undefined : spans[word.qualifier];
  if (!span || word.qualifier === null) return { words, companies, ...typed };
  return { words: [...words, ...span.qualifier.anywhere], companies, ...typed, qualifier: { share: span.share, index: word.qualifier } };
}

/** Groups of the same alternatives are one condition ("cafe paris paris"): the first is kept. */
function distinctGroups(groups: WordGroup[]): WordGroup[] {
  const seen = new Set<string>();
  return groups.filter((g) => {
    const key = `${g.qualifier ? 'q' : 'w'}:${g.words.join(',')}`;
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
 * The readings that take qualifiers' words out of the name: each place alone or none, with each set of activity words
 * ("boulangerie martin lyon": MARTIN in Lyon; MARTIN, a bakery; MARTIN, a bakery in Lyon), fewest words taken first.
 * Two places are never taken together (they are two guesses at the same words' role).
 */
function readingsOf(resolved: QueryWord[], spans: QualifierSpan[]): QualifierReading[] {
  const indexes = (kind: Qualifier['kind']) => spans.flatMap((span, index) => (span.qualifier.kind === kind ? [index] : []));
  const activitySets = indexes('activity').reduce<number[][]>((sets, index) => [...sets, ...sets.map((set) => [...set, index])], [[]]);
  const readings: QualifierReading[] = [];
  for (const place of [null, ...indexes('place')]) {
    for (const activities of activitySets) {
      const taken = place === null ? activities : [place, ...activities];
      const outside = resolved.filter((word) => word.qualifier === null || !taken.includes(word.qualifier));
      if (taken.length === 0 || outside.length === 0) continue;
      readings.push({ qualifiers: taken, keys: keysOf(outside).slice(0, activities.length > 0 ? MAX_ACTIVITY_READING_KEYS : MAX_KEYS), wordCount: outside.length });
    }
  }
  return readings.sort((a, b) => a.qualifiers.length - b.qualifiers.length);
}

/**
 * How the search reads a text query: its name words (legal-form words apart, kept as a preference), the places it
 * names at its start or end (a commune, a postcode, a department), its activity words (words of the NAF labels), and
 * each word's alternatives (typos, glued or split words, a suggestion's prefix). Both readings of a place or activity
 * word stay open: the name may hold it ("HÔTEL DE LYON", "BOULANGERIE MARTIN") or the company be there or have that
 * activity; the ranking (`rank-order.ts`) puts the better one first. `null`: nothing can match.
 * Statements: one for the words, places, activities' counts, a prefix's words and one-edit typos (`lookUpWords`), and
 * one more only for long misspelt words far from any known word; whatever the number of words. The nomenclatures'
 * words are read once per pool.
 */
export async function readTextQuery(pool: Pool, q: string, filters: CompanySearchFilters, tuning: SearchTuning, prefix: boolean): Promise<TextQuery | null> {
  const all = searchWords(q);
  const named = all.filter((word) => !isLegalFormWord(word));
  const words = (named.length > 0 ? named : all).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  const nomenclature = await loadNomenclatureWords(pool);
  const legal = named.length > 0 ? legalForms(all, nomenclature.legalForms) : { tokens: [], words: [] };
  // One word is a name: no activity word (nor their counts) to look up.
  const candidates = words.length > 1 ? activityCandidates(words, nomenclature.activities) : [];
  const typedKey = nameKey(q);
  const first = await lookUpWords(pool, {
    ...lookupKeys(words),
    nameKey: typedKey,
    phrases: placeCandidates(words),
    prefix: prefix ? words.at(-1)! : null,
    prefixLimit: tuning.prefixAlternatives,
    activityCodes: [...new Set(candidates.flatMap((i) => nomenclature.activities.get(words[i]!)!))],
  });
  const known = new Map(first.known.map((count) => [count.word, count.companies]));
  const places = choosePlaces(words, placeReadings(first.places, (word) => known.get(word)), (word) => known.has(word)).map(placeSpan);
  const allSpans = [...places, ...activitySpans(words, candidates, places, nomenclature.activities, first.activityCounts, (word) => known.has(word))];
  const allResolved = await resolveWords(pool, words, first, allSpans.map((span) => [span.start, span.end]), tuning);
  const registerCompanies = first.activityCounts.get('') ?? 0;
  const { resolved, spans } = keepActivities(allResolved, allSpans, places.length, registerCompanies, first.nameExists);

  let groups = distinctGroups(resolved.map((word) => group(word, spans)));
  if (groups.some((g) => g.words.length === 0)) return null;
  if (groups.length > tuning.maxWords) {
    // The rarest words narrow best; the qualifiers are kept.
    const kept = new Set([...groups].sort((a, b) => Number(Boolean(b.qualifier)) - Number(Boolean(a.qualifier)) || a.companies - b.companies).slice(0, tuning.maxWords));
    groups = groups.filter((g) => kept.has(g));
  }

  // Legal-form words only ("sci"): no name to match exactly, as typed or corrected (the postings rank the companies).
  const hasName = named.length > 0;
  return {
    groups,
    nameKey: typedKey,
    correctedKeys: hasName ? keysOf(resolved).filter((key) => key !== typedKey).slice(0, MAX_KEYS) : [],
    qualifiers: spans.map((span) => span.qualifier),
    readings: hasName ? readingsOf(resolved, spans) : [],
    legalTokens: legal.tokens,
    legalWords: legal.words,
    nameExists: first.nameExists,
    registerCompanies,
    filters,
  };
}
