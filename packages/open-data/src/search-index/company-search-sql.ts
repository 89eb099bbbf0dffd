/**
 * The statements that fill the company search tables from the register, into the tables of `schema` (the rebuild's
 * staging schema: the live tables serve meanwhile; `public` for the daily update's changed companies). `$1` is always the
 * stopword list (SEARCH_STOPWORDS), `$2` the legal-form words (LEGAL_FORM_WORDS) where used.
 * The name shown follows the company identity's rule: a sole trader (legal category 1000) shows
 * "FIRST-NAME LAST-NAME" when diffusible and `[ND]` otherwise; a legal person its denomination.
 * A non-diffusible sole trader contributes no word at all: never found by a personal name.
 * A sigle is also indexed written solid ('S.N.T.R.' → 'sntr'), which is its key for exact matches.
 */

/**
 * A set of companies the statements below may be limited to: `column(siren)` is a condition on a SIREN column, such
 * as `siren IN (SELECT siren FROM changed_companies)`. Without one they cover the whole register (the full rebuild).
 */
export interface CompanyScope {
  column: (siren: string) => string;
}

const inScope = (siren: string, scope?: CompanyScope) => (scope ? ` AND ${scope.column(siren)}` : '');

/** The search words of a text expression: folded, split, without stopwords ($1) and one-letter words. */
const words = (text: string) =>
  `ARRAY(SELECT w FROM unnest(string_to_array(public.search_fold(${text}), ' ')) AS w WHERE length(w) >= 2 AND w <> ALL ($1::text[]))`;

/** Searchable text of the unit itself (not its establishments), `NULL` for a non-diffusible sole trader. */
const UNIT_TEXT = `
  CASE WHEN c.legal_category_code = '1000' THEN
         CASE WHEN c.diffusion_status = 'O'
              THEN concat_ws(' ', c.first_names, c.usage_name, c.last_name, c.pseudonym) END
       ELSE coalesce(c.denomination, c.usual_names[1]) END`;

const SHOWN_NAME = `
  CASE WHEN c.legal_category_code = '1000' THEN
         CASE WHEN c.diffusion_status = 'O'
              THEN nullif(upper(concat_ws(' ', nullif(split_part(c.first_names, ' ', 1), ''),
                                          coalesce(nullif(c.usage_name, ''), nullif(c.last_name, '')))), '') END
       ELSE coalesce(c.denomination, c.usual_names[1]) END`;

/**
 * Filter tokens, stored among the words so that the GIN index intersects a query's words and its
 * filters itself (no heap visit for a company that fails a filter). A ':' never occurs in a word.
 * d: department, r: region, p: postcode, c: commune (INSEE code) of the head office, n: NAF subclass, v: NAF division, l: legal category at
 * levels III, II and I, b: headcount band, s:a / s:c active or closed.
 */
const FILTER_TOKENS = `array_remove(ARRAY[
    'd:' || e.department_code, 'r:' || d.region_code, 'p:' || e.postcode, 'c:' || e.commune_code,
    'n:' || u.naf_code, 'v:' || left(u.naf_code, 2),
    'l:' || u.legal_category_code, 'l:' || left(u.legal_category_code, 2), 'l:' || left(u.legal_category_code, 1),
    'b:' || u.headcount_band, CASE WHEN u.administrative_status = 'A' THEN 's:a' ELSE 's:c' END], NULL)`;

/**
 * Places of a company's other establishments (active and diffusible, the head office left out): their commune,
 * postcode and department as tokens 'ec:', 'ep:', 'ed:' — a place typed in a query matches them after the head
 * office's own 'c:', 'p:', 'd:' (see search_places).
 */
export const establishmentPlacesSql = (scope?: CompanyScope) => `
  CREATE TEMP TABLE search_establishment_places ON COMMIT DROP AS
  SELECT e.siren, array_agg(DISTINCT t) AS tokens
    FROM establishments e
    JOIN companies c ON c.siren = e.siren AND NOT c.purged
   CROSS JOIN LATERAL unnest(ARRAY['ec:' || e.commune_code, 'ep:' || e.postcode, 'ed:' || e.department_code]) AS t
   WHERE e.diffusion_status = 'O' AND e.administrative_status = 'A' AND e.nic IS DISTINCT FROM c.head_office_nic AND t IS NOT NULL${inScope('e.siren', scope)}
   GROUP BY e.siren`;

export const CREATE_ESTABLISHMENT_PLACES = establishmentPlacesSql();

/** Words of the establishments' names and signs (diffusible establishments only), per company. */
export const establishmentWordsSql = (scope?: CompanyScope) => `
  CREATE TEMP TABLE search_establishment_words ON COMMIT DROP AS
  SELECT e.siren, array_agg(DISTINCT w) AS words
    FROM establishments e
    CROSS JOIN LATERAL unnest(${words("concat_ws(' ', e.usual_name, array_to_string(e.signs, ' '))")}) AS w
   WHERE e.diffusion_status = 'O' AND (e.usual_name IS NOT NULL OR e.signs IS NOT NULL)${inScope('e.siren', scope)}
   GROUP BY e.siren`;

export const CREATE_ESTABLISHMENT_WORDS = establishmentWordsSql();

/** The search rows of the register's companies, or of those of `scope` only (the daily update's changed companies). */
export const companySearchRowsSql = (scope?: CompanyScope, schema = 'public') => `
  INSERT INTO ${schema}.company_search (siren, name, sigle, name_key, sigle_key, name_words, words, boost, is_active,
                              legal_category_code, naf_code, headcount_band, creation_date,
                              department_code, region_code, postcode, city,
                              fiscal_year_end, financials_confidential, turnover_cents, net_result_cents)
  SELECT u.siren, coalesce(u.shown_name, '[ND]'), u.sigle,
         array_to_string(ARRAY(SELECT w FROM unnest(${words('u.shown_name')}) AS w WHERE w <> ALL ($2::text[])), ' '),
         CASE WHEN cardinality(u.sigle_words) = 0 THEN '' ELSE replace(public.search_fold(u.sigle), ' ', '') END,
         u.name_words,
         u.name_words || u.sigle_words || u.usual_words || coalesce(ew.words, '{}') || ${FILTER_TOKENS} || coalesce(ep.tokens, '{}'),
         least(99, coalesce(hb.sort_order, 0) * 5 + CASE WHEN u.administrative_status = 'A' THEN 20 ELSE 0 END),
         u.administrative_status = 'A',
         u.legal_category_code, u.naf_code, u.headcount_band, u.creation_date,
         e.department_code, d.region_code, e.postcode, e.city,
         fs.fiscal_year_end, fs.confidential,
         CASE WHEN NOT fs.confidential THEN fs.turnover_cents END,
         CASE WHEN NOT fs.confidential THEN fs.net_result_cents END
    FROM (SELECT c.siren, c.sigle, c.legal_category_code, c.naf_code, c.headcount_band, c.creation_date,
                 c.administrative_status, c.head_office_nic,
                 ${SHOWN_NAME} AS shown_name,
                 ${words(UNIT_TEXT)} AS name_words,
                 CASE WHEN c.sigle IS NULL OR (c.legal_category_code = '1000' AND c.diffusion_status <> 'O') THEN '{}'::text[]
                      ELSE ${words('c.sigle')} || string_to_array(replace(public.search_fold(c.sigle), ' ', ''), ' ') END AS sigle_words,
                 CASE WHEN c.usual_names IS NULL OR (c.legal_category_code = '1000' AND c.diffusion_status <> 'O') THEN '{}'::text[]
                      ELSE ${words("array_to_string(c.usual_names, ' ')")} END AS usual_words
            FROM companies c
           WHERE NOT c.purged${inScope('c.siren', scope)}) AS u
    LEFT JOIN search_establishment_words ew ON ew.siren = u.siren
    LEFT JOIN search_establishment_places ep ON ep.siren = u.siren
    LEFT JOIN establishments e ON e.siren = u.siren AND e.nic = u.head_office_nic
    LEFT JOIN departments d ON d.code = e.department_code
    LEFT JOIN headcount_bands hb ON hb.code = u.headcount_band
    LEFT JOIN (SELECT DISTINCT ON (siren) siren, fiscal_year_end, confidential, turnover_cents, net_result_cents
                 FROM financial_statements
               ${scope ? `WHERE ${scope.column('siren')}` : ''}
                ORDER BY siren, fiscal_year_end DESC) AS fs ON fs.siren = u.siren`;

/** The rebuild's: every company, into the tables of `schema` (its staging schema; the live tables serve meanwhile). */
export const INSERT_COMPANY_SEARCH = (schema: string) => companySearchRowsSql(undefined, schema);

/** One posting per (word, company), filter tokens left out: a word repeated in `words` counts once; tier 0 when the word is in the name, 1 otherwise (see the schema). */
export const companySearchPostingsSql = (rows = 'company_search') => `
  SELECT w, (CASE WHEN w = ANY (cs.name_words) THEN 0 ELSE 100 END + 99 - cs.boost)::smallint, cs.siren
    FROM ${rows} cs
   CROSS JOIN LATERAL unnest(cs.words) WITH ORDINALITY AS t(w, n)
   WHERE strpos(w, ':') = 0 AND (n = 1 OR w <> ALL (cs.words[1:n - 1]))`;

export const INSERT_COMPANY_SEARCH_TERMS = (schema: string) => `
  INSERT INTO ${schema}.company_search_terms (term, rank, siren)${companySearchPostingsSql(`${schema}.company_search`)}`;

export const INSERT_SEARCH_WORDS = (schema: string) => `
  INSERT INTO ${schema}.search_words (word, companies)
  SELECT term, count(*) FROM ${schema}.company_search_terms GROUP BY term`;

/**
 * One-letter deletions of every word of 4 letters or more (symmetric deletion, see the schema): a misspelt word
 * finds its candidates by equality on `variant`. A word with a doubled letter gives the same variant twice: kept once.
 */
export const wordDeletionsSql = (words = 'search_words', schema = 'public') => `
  INSERT INTO ${schema}.search_word_deletes (variant, word)
  SELECT DISTINCT overlay(w.word PLACING '' FROM i FOR 1), w.word
    FROM ${words} w
   CROSS JOIN LATERAL generate_series(1, length(w.word)) AS i
   WHERE length(w.word) >= 4`;

export const INSERT_SEARCH_WORD_DELETES = (schema: string) => wordDeletionsSql(`${schema}.search_words`, schema);

/**
 * The places a query may name, folded as its words are ($1: stopwords): each commune by its name (Paris, Lyon and
 * Marseille also stand for their arrondissements, the codes Sirene addresses carry), each postcode, each
 * department by its number and its name. Homonyms share a phrase: 'saint denis' holds every Saint-Denis. With the
 * number of companies whose head office is there (every Saint-Denis's): a place named like a far more frequent name
 * word ('robert', 'marie', 'parc') is read as part of the name only (see place-words.ts).
 */
export const INSERT_SEARCH_PLACES = (schema: string) => `
  INSERT INTO ${schema}.search_places (phrase, kind, tokens, companies)
  WITH heads AS (
    SELECT token, count(*)::int AS companies
      FROM establishments e
     CROSS JOIN LATERAL unnest(ARRAY['c:' || e.commune_code, 'p:' || e.postcode, 'd:' || e.department_code]) AS token
     WHERE e.is_head_office AND token IS NOT NULL
     GROUP BY token
  ), places AS (
    SELECT phrase, min(kind) AS kind, array_agg(DISTINCT token ORDER BY token) AS tokens
      FROM (SELECT array_to_string(${words('c.name')}, ' ') AS phrase, 'commune' AS kind, 'c:' || c.code AS token
              FROM communes c WHERE c.kind <> 'arrondissement'
            UNION ALL
            SELECT array_to_string(${words('parent.name')}, ' '), 'commune', 'c:' || a.code
              FROM communes a JOIN communes parent ON parent.code = a.parent_code
            UNION ALL
            SELECT cp.postcode, 'postcode', 'p:' || cp.postcode FROM commune_postcodes cp
            UNION ALL
            SELECT lower(d.code), 'department', 'd:' || d.code FROM departments d
            UNION ALL
            SELECT array_to_string(${words('d.name')}, ' '), 'department', 'd:' || d.code FROM departments d) AS p
     WHERE phrase <> ''
     GROUP BY phrase
  )
  SELECT p.phrase, p.kind, p.tokens, coalesce(sum(h.companies), 0)
    FROM places p
   CROSS JOIN LATERAL unnest(p.tokens) AS t(token)
    LEFT JOIN heads h ON h.token = t.token
   GROUP BY p.phrase, p.kind, p.tokens`;

/**
 * Counts of the index pages: department × (subclass, division, section), every NAF level for the
 * whole country ('' department), and every company per department and overall ('' NAF code).
 * Companies without a head-office department count only in the country-wide rows.
 */
/**
 * The index pages' counts of `base` (rows `d` department, `n` NAF subclass, `c` companies, negative for companies
 * taken away): each row counts for its subclass, division and section in its department and country-wide ('').
 */
const listingCountsOf = (base: string) => `
  WITH base AS (${base}), levels AS (
    SELECT b.d, x.code, b.c
      FROM base b
      JOIN naf_codes sub ON sub.code = b.n AND sub.level = 5
      JOIN naf_codes dv ON dv.code = left(b.n, 2) AND dv.level = 2
     CROSS JOIN LATERAL (VALUES (b.n), (dv.code), (dv.parent_code)) AS x(code)
    UNION ALL
    SELECT b.d, '', b.c FROM base b
  )
  SELECT coalesce(d, ''), code, sum(c)::int
    FROM levels
   GROUP BY GROUPING SETS ((d, code), (code))
  HAVING NOT (GROUPING(d) = 0 AND d IS NULL)`;

/**
 * Counts of the index pages: department × (subclass, division, section), every NAF level for the
 * whole country ('' department), and every company per department and overall ('' NAF code).
 * Companies without a head-office department count only in the country-wide rows.
 */
export const INSERT_LISTING_COUNTS = (schema: string) => `
  INSERT INTO ${schema}.company_listing_counts (department_code, naf_code, companies)
  ${listingCountsOf(`SELECT department_code AS d, naf_code AS n, count(*)::int AS c FROM ${schema}.company_search GROUP BY 1, 2`)}`;

/** The counts moved by a change of some companies: `base` gives -1 per former search row and +1 per new one. */
export const addListingCountsSql = (base: string) => `
  INSERT INTO company_listing_counts AS l (department_code, naf_code, companies)
  ${listingCountsOf(base)}
  ON CONFLICT (department_code, naf_code) DO UPDATE SET companies = l.companies + excluded.companies`;
