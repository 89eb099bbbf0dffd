import type { Pool } from 'pg';
import type { CompanySearchFilters } from '@registre/domain';
import { rankOrder } from './rank-order';
import { filterConditions, hasFilters, RESULT_COLUMNS, SqlParams } from './search-sql';
import { statementNames } from './statement-names';

/** A company of a result page, as read from `company_search` (its codes' labels are the nomenclatures', see `CodeLabels`). */
export interface SearchRow {
  siren: string;
  name: string;
  sigle: string | null;
  legal_category_code: string | null;
  naf_code: string | null;
  postcode: string | null;
  city: string | null;
  department_code: string | null;
  is_active: boolean;
  creation_date: string | null;
  fiscal_year_end: string | null;
  financials_confidential: boolean | null;
  turnover_cents: number | null;
  net_result_cents: number | null;
}

/**
 * Alternatives for one query word (the word itself, its typo corrections, or a prefix's words) and their company
 * count. A qualifier's word (a place's, an activity word) also holds the qualifier's tokens: the word matches the name,
 * or the company is in the place or has the activity.
 */
export interface WordGroup {
  words: string[];
  companies: number;
  /** The word as typed, when it is itself one of the alternatives: companies holding it come first. */
  typed?: string;
  /**
   * Set for the words of a qualifier (a place the query names, an activity word): never the driving word; `share`
   * estimates the companies its tokens keep, `index` is its qualifier's in `TextQuery.qualifiers`.
   */
  qualifier?: { share: number; index: number };
}

export interface WordCount {
  word: string;
  companies: number;
}

/** A place a query names (see `search_places`). */
export interface PlaceRow {
  phrase: string;
  kind: 'commune' | 'postcode' | 'department';
  tokens: string[];
  /** Companies whose head office is there; null until the index build has counted them. */
  companies: number | null;
}

export async function findBySiren(pool: Pool, siren: string): Promise<SearchRow | null> {
  const { rows } = await pool.query<SearchRow>({
    name: 'search-by-siren',
    text: `SELECT ${RESULT_COLUMNS} FROM company_search cs WHERE cs.siren = $1`,
    values: [siren],
  });
  return rows[0] ?? null;
}

export async function sirenOfSiret(pool: Pool, siret: string): Promise<string | null> {
  const { rows } = await pool.query<{ siren: string }>({
    name: 'search-siren-of-siret',
    text: 'SELECT siren FROM establishments WHERE siren = $1::char(9) AND nic = $2::char(5)',
    values: [siret.slice(0, 9), siret.slice(9)],
  });
  return rows[0]?.siren ?? null;
}

/**
 * A reading of a query that takes some of its words for qualifiers (a place, an activity word) rather than name
 * words: "boulangerie martin lyon" may be MARTIN, a bakery in Lyon.
 */
export interface QualifierReading {
  /** The qualifiers taken out (indexes of `TextQuery.qualifiers`). */
  qualifiers: number[];
  /** Name keys of the query without those words, typed spelling first, then corrected ones. */
  keys: string[];
  /** Number of words of the name without them. */
  wordCount: number;
}

/** A place or an activity a query names, as tokens of `company_search.words`. */
export interface Qualifier {
  kind: 'place' | 'activity';
  /** Tokens of the companies whose head office is there ('c:69383', 'p:69003', 'd:69'), or that have the activity ('n:10.71C'). */
  head: string[];
  /** The same, other establishments there included ('ec:69383'…); an activity's are its head tokens. */
  anywhere: string[];
}

export interface TextQuery {
  groups: WordGroup[];
  /** Name key of the query as typed (see `nameKey`): the exact-name tier. */
  nameKey: string;
  /** Name keys with typos corrected, glued words split or split words joined, best first. */
  correctedKeys: string[];
  /** The places (at the query's end, or start) and activity words the query names. */
  qualifiers: Qualifier[];
  /** The readings that take some of the qualifiers' words out of the name, fewest words taken first. */
  readings: QualifierReading[];
  /** 'l:' tokens of the legal-form words typed ("sarl", "societe civile immobiliere"): preferred, not required. */
  legalTokens: string[];
  /** The one-word legal forms typed ("sci"): a name holding one is preferred as well (its other reading). */
  legalWords: string[];
  /** Some company's name key is the query's as typed: the query names companies, not the first words of a longer name. */
  nameExists: boolean;
  /** Companies in the register (the search index's count, read with the words). */
  registerCompanies: number;
  filters: CompanySearchFilters;
}

const wordConditions = (column: string, groups: WordGroup[], params: SqlParams) =>
  groups.map((group) => `${column} && ${params.add(group.words)}::text[]`);

/** Ranked pages of the word index, by shape (see `statementNames`): 13 shapes served the benchmark's 200 rare names. */
const rankedPage = statementNames('search-ranked-page', 64);

/**
 * Exact-name statements, by shape: each arm reads a B-tree (name key, sigle key, the range of a name's beginning) to a
 * limit, so that one plan serves every key (0.7 ms to plan for 0.2 ms to run, frequent words).
 */
const exactNameStatement = statementNames('search-exact-names', 64);

/**
 * A ranked page of the word index, named (prepared) when two conditions or more go through the GIN index of `words`
 * (words, filter tokens). With one only, PostgreSQL's generic estimate for it (1 % of the register, whatever the
 * words) makes a parallel plan compiled by JIT, which it would keep for every later word once the first five plans
 * were as costly (a frequent word's): such a page stays unnamed, planned for its words. With two or more, the generic
 * plan is the plan of a rare name: the index intersects the conditions, the few companies are ranked.
 */
function rankedPageStatement(text: string, values: unknown[], conditions: string[]) {
  const indexed = conditions.filter((condition) => condition.startsWith('cs.words &&')).length;
  return indexed >= 2 ? rankedPage(text, values) : { text, values };
}

/**
 * Ranked matches through the GIN index of `words`: every match is read, then sorted (see `rankOrder`: exact name
 * first, the name without its place located there, corrected names, all the words in the name…; larger and active
 * companies first within a tier). For rare enough words. Each row carries the number of matches (`matches`, all of
 * them were read anyway). With `sample`, the first matches in table order are read up to `readAtMost`, and ranked only
 * when they are `rankUpTo` or fewer (then every match): else one row of nulls carries their count. Ranking a thousand
 * matches only to learn that there are more cost most of such a query ("GILLES PHILIPPE": 19 ms, 11 of them ranking).
 */
export async function searchByWordIndex(
  pool: Pool,
  query: TextQuery,
  limit: number,
  offset: number,
  sample?: { readAtMost: number; rankUpTo: number },
): Promise<Array<SearchRow & { matches: string }>> {
  const params = new SqlParams();
  const conditions = [...wordConditions('cs.words', query.groups, params), ...filterConditions(query.filters, params)];
  const where = conditions.join(' AND ');
  const page = (from: string, matches: string, condition: string) => `
    SELECT ${RESULT_COLUMNS}, ${matches} AS matches, row_number() OVER (ORDER BY ${rankOrder(query, params)}) AS sort_key
      FROM ${from} ${condition}
     ORDER BY sort_key
     LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
  if (!sample) {
    const text = page(`company_search cs WHERE ${where}`, 'count(*) OVER ()', '');
    const { rows } = await pool.query<SearchRow & { matches: string }>(rankedPageStatement(text, params.values, conditions));
    return rows;
  }
  const rankUpTo = params.add(sample.rankUpTo);
  // More than `rankUpTo`: no row reaches the window, and the count comes alone (a row of nulls: LEFT JOIN … ON false).
  const sql = `
    WITH m AS MATERIALIZED (SELECT * FROM company_search cs WHERE ${where} LIMIT ${params.add(sample.readAtMost)}),
         n AS (SELECT count(*) AS matches FROM m)
    SELECT * FROM (${page('m AS cs CROSS JOIN n', 'n.matches', `WHERE n.matches <= ${rankUpTo}`)}) AS ranked
    UNION ALL
    SELECT ${RESULT_COLUMNS}, n.matches, NULL::bigint FROM n LEFT JOIN company_search cs ON false WHERE n.matches > ${rankUpTo}
     ORDER BY sort_key`;
  const { rows } = await pool.query<SearchRow & { matches: string }>(rankedPageStatement(sql, params.values, conditions));
  return rows;
}

/** Number of matches through the GIN index, counted up to `bound + 1`. */
export async function countByWordIndex(pool: Pool, query: TextQuery, bound: number): Promise<number> {
  const params = new SqlParams();
  const where = [...wordConditions('cs.words', query.groups, params), ...filterConditions(query.filters, params)].join(' AND ');
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (SELECT 1 FROM company_search cs WHERE ${where} LIMIT ${params.add(bound + 1)}) AS m`,
    params.values,
  );
  return rows[0]?.count ?? 0;
}

/** Companies read through a name key are checked against the query at most this many per key (the keys of a reading without a place or an activity). */
const EXACT_KEY_READ_LIMIT = 1_000;

/**
 * Names beginning with a key read at most per key (index-only, in name order: "plomberie sanitaire …" is 12,900 names on
 * the full register, the first 2,000 read in 1.5 ms).
 */
const STARTS_READ_LIMIT = 2_000;

/**
 * The first words of a long name narrowed by a legal form or an activity ("transports express sarl", "dupont fils
 * plomberie"): the names beginning with the words typed (or, for an activity reading, with the words left once the
 * activity's are taken out), of that legal form, of that activity. The postings path reads a frequent word's companies
 * by size only and would miss them among thousands: these arms put them right after the exact names. Not when the
 * query is some company's whole name ("SCI ROUX": the exact tier has it; reading "roux …" cost 1–3 ms). Without filters
 * (the key's range is read index-only: name key, boost, SIREN, legal category and NAF code are all in the index) and
 * not for a place reading (its tokens are on the rows).
 */
function startsWith(query: TextQuery): Array<{ key: string; legal: string[]; activities: string[] }> {
  if (hasFilters(query.filters) || query.nameExists) return [];
  const legal = query.legalTokens.map((token) => `${token.slice('l:'.length)}%`);
  const starts: Array<{ key: string; legal: string[]; activities: string[] }> = [];
  if (legal.length > 0 && query.nameKey !== '') starts.push({ key: query.nameKey, legal, activities: [] });
  for (const reading of query.readings) {
    const qualifiers = reading.qualifiers.map((index) => query.qualifiers[index]!);
    if (reading.keys[0] && qualifiers.every((qualifier) => qualifier.kind === 'activity')) {
      // Every activity taken out must hold: the company's subclass is in each one's.
      const activities = qualifiers.map((qualifier) => qualifier.head.map((token) => token.slice('n:'.length)));
      const common = activities.reduce((kept, codes) => kept.filter((code) => codes.includes(code)));
      if (common.length > 0) starts.push({ key: reading.keys[0], legal, activities: common });
    }
  }
  return starts;
}

/**
 * Companies whose name key is one of the query's (as typed, corrected, or without its place or activity words) or whose
 * sigle is the query (the first tiers), ranked as `rankOrder` does. Each key's companies are read best boost first
 * along the B-tree (key, boost DESC, siren), checked against the query's words (a key without a qualifier's words
 * needs the qualifier: the words' groups hold its tokens) and filters,
 * and the scan stops at `limit` ('corniche' names 4,600 companies). With a legal form or an activity reading, the names
 * beginning with the key of that form or activity too (`startsWith`).
 */
export async function searchExactName(pool: Pool, query: TextQuery, limit: number): Promise<SearchRow[]> {
  const keys = [...new Set([query.nameKey, ...query.correctedKeys, ...query.readings.flatMap((reading) => reading.keys)])].filter((key) => key !== '');
  // A query of legal-form words only ("sci") has an empty key: no exact-name tier.
  if (keys.length === 0) return [];
  const params = new SqlParams();
  const max = params.add(limit);
  // Without places, activities or filters, a company whose name key is one of the query's holds every word of the
  // query (each key is made of the words' alternatives): nothing to check, each key's best companies are the arm.
  const checked = query.qualifiers.length > 0 || hasFilters(query.filters);
  const conditions = checked ? [...wordConditions('cs.words', query.groups, params), ...filterConditions(query.filters, params)].join(' AND ') : '';
  const readLimit = checked ? params.add(EXACT_KEY_READ_LIMIT) : '';
  const rank = rankOrder(query, params);
  const starts = startsWith(query);
  // The arms carry whole rows when they are the name's and the sigle's only (the usual query): no join to plan. With
  // more, they carry SIRENs and the companies are read once after them: with whole rows through every arm, planning the
  // statement cost 1.3 ms more than running it (target lists copied at each level of each arm); with two, the join
  // cost 0.07 ms more to plan than the rows.
  const wholeRows = keys.length === 1 && starts.length === 0;
  const columns = wholeRows ? '*' : 'siren';
  // The subquery's LIMIT keeps the conditions out of the key's scan, checked on the name's companies in order: else the
  // planner ANDs the key's bitmap with the GIN bitmap of a filter token ('n:70.10Z': 290,000 companies, ~40 ms).
  const byKey = (keyCondition: string) =>
    checked
      ? `(SELECT ${columns} FROM (SELECT * FROM company_search WHERE ${keyCondition} ORDER BY boost DESC NULLS LAST, siren LIMIT ${readLimit}) AS cs
           WHERE ${conditions} ORDER BY boost DESC NULLS LAST, siren LIMIT ${max})`
      : `(SELECT ${columns} FROM company_search WHERE ${keyCondition} ORDER BY boost DESC NULLS LAST, siren LIMIT ${max})`;
  const arms = keys.map((key) => byKey(`name_key = ${params.add(key)}`));
  if (query.nameKey !== '') arms.push(byKey(`sigle_key = ${params.add(query.nameKey)} AND sigle_key <> ''`));
  // Words are a-z and 0-9 and one space apart: the names beginning with "k " are the range ["k ", "k!") byte-wise.
  for (const start of starts) {
    const conditions = [
      ...(start.legal.length > 0 ? [`legal_category_code LIKE ANY (${params.add(start.legal)}::text[])`] : []),
      ...(start.activities.length > 0 ? [`naf_code = ANY (${params.add(start.activities)}::text[])`] : []),
    ];
    arms.push(`(SELECT siren FROM (SELECT siren, boost, legal_category_code, naf_code FROM company_search
                 WHERE name_key ~>=~ ${params.add(`${start.key} `)} AND name_key ~<~ ${params.add(`${start.key}!`)} LIMIT ${params.add(STARTS_READ_LIMIT)}) AS b
                WHERE ${conditions.join(' AND ')} ORDER BY boost DESC NULLS LAST, siren LIMIT ${max})`);
  }
  const sql = `
    SELECT ${RESULT_COLUMNS}, row_number() OVER (ORDER BY ${rank}) AS sort_key
      FROM ${wholeRows ? `(${arms.join(' UNION ')}) AS cs` : `(${arms.join(' UNION ')}) AS exact JOIN company_search cs ON cs.siren = exact.siren`}
     ORDER BY sort_key
     LIMIT ${max}`;
  const { rows } = await pool.query<SearchRow>(exactNameStatement(sql, params.values));
  return rows;
}

/**
 * The postings of the driving group (the query's rarest word, with its alternatives) in rank
 * order, at most `scanLimit` of them. Each word's postings are one index range scan cut at
 * `perWord` (PostgreSQL does not merge such scans in order by itself: it would read every posting
 * of every alternative and sort them), and the cut lists are merged.
 */
function drivingPostings(drive: WordGroup, params: SqlParams, scanLimit: number, perWord: number): string {
  if (drive.words.length === 1) {
    return `SELECT siren, rank FROM company_search_terms WHERE term = ${params.add(drive.words[0])} ORDER BY rank, siren LIMIT ${params.add(scanLimit)}`;
  }
  const arms = drive.words.map(
    (word) => `(SELECT siren, rank FROM company_search_terms WHERE term = ${params.add(word)} ORDER BY rank, siren LIMIT ${params.add(perWord)})`,
  );
  return `SELECT siren, rank FROM (${arms.join(' UNION ALL ')}) AS arms ORDER BY rank, siren LIMIT ${params.add(scanLimit)}`;
}

function postingsWhere(query: TextQuery, drive: WordGroup, excluded: string[], params: SqlParams): string {
  const others = query.groups.filter((group) => group !== drive);
  const conditions = [...wordConditions('cs.words', others, params), ...filterConditions(query.filters, params)];
  if (excluded.length > 0) conditions.push(`cs.siren <> ALL (${params.add(excluded)}::text[])`);
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/**
 * Ranked matches read in the postings' order (where the driving word is, then boost), stopping
 * as soon as the page is full: a word held by a million companies costs what a rare one costs.
 * The other words and the filters are checked on each company read, up to `scanLimit` postings. With
 * an activity word among them, by a lateral lookup per posting (OFFSET 0 keeps it one): misled by the
 * estimate of its long token list ('n:…'), the planner would read every company matching the other
 * conditions through the GIN index and hash-join them ("comite fetes organisation": 8,000, 80 ms). Not
 * for every query: where the other conditions are selective, the planner's hash join is the cheaper
 * one (frequent words: p95 10 → 32 ms with a lookup per posting).
 */
export async function searchByPostings(
  pool: Pool,
  query: TextQuery,
  drive: WordGroup,
  excluded: string[],
  limit: number,
  offset: number,
  scanLimit: number,
): Promise<SearchRow[]> {
  const params = new SqlParams();
  const where = postingsWhere(query, drive, excluded, params);
  // Nothing to check on the companies: the page is cut from the postings alone (an index-only
  // scan, even 10,000 deep; each alternative word read as deep as the page), and only its
  // companies are read. Else each alternative gets its share of the scan limit.
  const postings = where === ''
    ? `SELECT siren, rank FROM (${drivingPostings(drive, params, offset + limit, offset + limit)}) AS d ORDER BY rank, siren LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`
    : drivingPostings(drive, params, scanLimit, Math.ceil(scanLimit / drive.words.length));
  const page = where === '' ? '' : `LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
  // With an activity word among the other conditions, one lookup per posting (see above).
  const lateral = where !== '' && query.groups.some((group) => group !== drive && group.qualifier && query.qualifiers[group.qualifier.index]?.kind === 'activity');
  const sql = `
    SELECT ${RESULT_COLUMNS}
      FROM (${postings}) AS p
      ${lateral ? `CROSS JOIN LATERAL (SELECT * FROM company_search cs WHERE cs.siren = p.siren AND ${where.slice('WHERE '.length)} OFFSET 0) AS cs` : `JOIN company_search cs ON cs.siren = p.siren ${where}`}
     ORDER BY p.rank, p.siren
     ${page}`;
  const { rows } = await pool.query<SearchRow>(sql, params.values);
  return rows;
}

/** Company counts of the index pages: the whole register, and per department or NAF code asked. */
export async function listingCounts(pool: Pool, departments: string[], activityCodes: string[]): Promise<{ total: number; departments: number; activities: number }> {
  const { rows } = await pool.query<{ total: number; departments: number; activities: number }>({
    name: 'search-listing-counts',
    text: `SELECT coalesce(sum(companies) FILTER (WHERE department_code = '' AND naf_code = ''), 0)::float8 AS total,
                  coalesce(sum(companies) FILTER (WHERE department_code = ANY ($1::text[]) AND naf_code = ''), 0)::float8 AS departments,
                  coalesce(sum(companies) FILTER (WHERE department_code = '' AND naf_code = ANY ($2::text[])), 0)::float8 AS activities
             FROM company_listing_counts
            WHERE (department_code = '' OR department_code = ANY ($1::text[])) AND (naf_code = '' OR naf_code = ANY ($2::text[]))`,
    values: [departments, activityCodes],
  });
  return rows[0] ?? { total: 0, departments: 0, activities: 0 };
}
