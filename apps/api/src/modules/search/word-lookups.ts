import type { Pool } from 'pg';
import type { PlaceRow, WordCount } from './queries';

/** What a query's words are looked up by in the first statement. */
export interface WordLookup {
  /** Strings that may be indexed words: the words, neighbours joined, parts of glued words. */
  words: string[];
  /** Phrases that may name a place (see `placeCandidates`). */
  phrases: string[];
  /**
   * One-letter deletions of the words that may be misspelt (see `letterDeletions`) and the typed word of each: looked up
   * as words (an extra letter typed) and in `search_word_deletes`, for the typed words unknown or held by
   * `checkUpTo` companies or fewer.
   */
  deletions: Array<{ key: string; owner: string }>;
  checkUpTo: number;
  /** The last word of a suggestion, whose most frequent continuations are wanted. */
  prefix: string | null;
  prefixLimit: number;
  /** NAF subclasses of the activity words a query may hold, whose company counts are wanted (the register's always is). */
  activityCodes: string[];
  /** The query's name key (see `nameKey`): is it a company's name? */
  nameKey: string;
}

export interface WordLookupResult {
  known: WordCount[];
  places: PlaceRow[];
  /** Known words sharing a deletion (`key`) with a typed word. */
  deletions: Array<WordCount & { key: string }>;
  prefixWords: WordCount[] | null;
  /** Companies per NAF subclass asked (`activityCodes`), and '' for the whole register (always). */
  activityCounts: Map<string, number>;
  /** Some company's name key is the query's. */
  nameExists: boolean;
}

interface LookupRow {
  part: 'word' | 'place' | 'deletion' | 'prefix' | 'activity' | 'name';
  key: string;
  word: string;
  /** A place's may be null (not counted yet); the other parts' never are. */
  companies: number;
  tokens: string[] | null;
}

/**
 * Everything the reading of a query needs from the word list, in one statement on one connection: known words,
 * places, candidates one deletion away, a prefix's words, the company counts of its activity words' NAF subclasses and
 * of the register. A query of many words (or many misspelt ones) costs one statement, not one per word: the pool's
 * connections stay for other visitors.
 */
export async function lookUpWords(pool: Pool, lookup: WordLookup): Promise<WordLookupResult> {
  // One function (migrations 0030, 0032, 0033): its plans are made once per connection (planning its arms at every query cost more
  // than running them). A prefix is made of a-z0-9 only: nothing to escape for LIKE.
  const { rows } = await pool.query<LookupRow>({
    name: 'search-word-lookup',
    text: `SELECT part, key, word, companies, tokens
             FROM search_word_lookup($1::text[], $2::text[], $3::text[], $4::text[], $5::int, $6::text, $7::int, $8::text[], $9::text)`,
    values: [
      lookup.words,
      lookup.phrases,
      lookup.deletions.map((deletion) => deletion.key),
      lookup.deletions.map((deletion) => deletion.owner),
      lookup.checkUpTo,
      lookup.prefix ?? '',
      lookup.prefixLimit,
      lookup.activityCodes,
      lookup.nameKey,
    ],
  });
  const result: WordLookupResult = {
    known: [],
    places: [],
    deletions: [],
    prefixWords: lookup.prefix === null ? null : [],
    activityCounts: new Map(),
    nameExists: false,
  };
  for (const row of rows) {
    if (row.part === 'word') result.known.push({ word: row.word, companies: row.companies });
    else if (row.part === 'place') result.places.push({ phrase: row.key, kind: row.word as PlaceRow['kind'], tokens: row.tokens ?? [], companies: (row.companies as number | null) });
    else if (row.part === 'deletion') result.deletions.push({ key: row.key, word: row.word, companies: row.companies });
    else if (row.part === 'activity') result.activityCounts.set(row.key, row.companies);
    else if (row.part === 'name') result.nameExists = true;
    else result.prefixWords?.push({ word: row.word, companies: row.companies });
  }
  return result;
}

/**
 * The second look-up, for misspelt words still without a close candidate, in one statement: known words sharing one
 * of their further deletions (`deletionKeys`: two letters, or a swap undone then one letter), known words equal to
 * one of them, and the nearest words of each by trigram similarity (`trigramWords`, `limit` each).
 */
export async function lookUpFarTypos(
  pool: Pool,
  deletionKeys: string[],
  trigramWords: string[],
  limit: number,
): Promise<{ deletions: Array<WordCount & { key: string }>; trigrams: Array<WordCount & { typed: string }> }> {
  const { rows } = await pool.query<{ part: 'deletion' | 'trigram'; key: string; word: string; companies: number }>({
    name: 'search-word-far-typos',
    text: `SELECT 'deletion' AS part, d.variant AS key, w.word, w.companies FROM search_word_deletes d JOIN search_words w ON w.word = d.word
            WHERE d.variant = ANY ($1::text[])
           UNION ALL
           SELECT 'deletion', word, word, companies FROM search_words WHERE word = ANY ($1::text[])
           UNION ALL
           SELECT 'trigram', t.typed, c.word, c.companies
             FROM unnest($2::text[]) AS t(typed)
            CROSS JOIN LATERAL (SELECT word, companies FROM search_words WHERE word % t.typed
                                 ORDER BY similarity(word, t.typed) DESC, companies DESC LIMIT $3) AS c`,
    values: [deletionKeys, trigramWords, limit],
  });
  return {
    deletions: rows.filter((row) => row.part === 'deletion').map(({ key, word, companies }) => ({ key, word, companies })),
    trigrams: rows.filter((row) => row.part === 'trigram').map(({ key, word, companies }) => ({ typed: key, word, companies })),
  };
}
