import { sql } from 'drizzle-orm';
import { bigint, boolean, char, date, index, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Company search, one row per company, rebuilt from the register after imports
 * (`rebuildCompanySearch` in @registre/open-data). The register tables have no name index on
 * purpose (import speed); everything the search and the index pages filter, rank or show lives here.
 * Words are folded by `public.search_fold(text)` then split: lower-case ASCII, accents removed,
 * split on every other character, stopwords and single letters dropped.
 */
export const companySearch = pgTable(
  'company_search',
  {
    siren: char('siren', { length: 9 }).primaryKey(),
    /** Name as shown: denomination, or a sole trader's name, or `[ND]` when it is personal and not diffusible. */
    name: text('name').notNull(),
    sigle: text('sigle'),
    /** Folded words of the name without legal-form words, space-joined: the "exact full name" key. */
    nameKey: text('name_key').notNull(),
    /** Folded sigle written solid, 'S.N.T.R.' → 'sntr' ('' when none). */
    sigleKey: text('sigle_key').notNull(),
    /** Folded words of the name. */
    nameWords: text('name_words').array().notNull(),
    /**
     * Every searchable word (a word may repeat): name, sigle, usual names, establishments' names and
     * signs (and, later, directors); plus the filter tokens ('d:75', 'n:62.01Z', 's:a'…) that let the
     * GIN index apply the filters.
     */
    words: text('words').array().notNull(),
    /** Ranking boost, 0–99: size (headcount band) and activity. */
    boost: smallint('boost').notNull(),
    isActive: boolean('is_active').notNull(),
    legalCategoryCode: varchar('legal_category_code', { length: 4 }),
    nafCode: varchar('naf_code', { length: 6 }),
    headcountBand: varchar('headcount_band', { length: 2 }),
    creationDate: date('creation_date'),
    departmentCode: varchar('department_code', { length: 3 }),
    regionCode: varchar('region_code', { length: 3 }),
    postcode: varchar('postcode', { length: 5 }),
    city: text('city'),
    /** Last financial statement: its closing date, and its figures unless filed as confidential. */
    fiscalYearEnd: date('fiscal_year_end'),
    financialsConfidential: boolean('financials_confidential'),
    turnoverCents: bigint('turnover_cents', { mode: 'number' }),
    netResultCents: bigint('net_result_cents', { mode: 'number' }),
  },
  (table) => [
    index('company_search_words_idx').using('gin', table.words),
    // The exact-name tier reads a name's companies best boost first and stops: ordered like it. Byte-wise, so that the
    // names beginning with some words are one range; INCLUDE (legal_category_code, naf_code) in migration 0031 (drizzle
    // does not write INCLUDE).
    index('company_search_name_key_boost_idx').on(table.nameKey.op('text_pattern_ops'), table.boost.desc(), table.siren),
    index('company_search_sigle_key_boost_idx').on(table.sigleKey, table.boost.desc(), table.siren).where(sql`${table.sigleKey} <> ''`),
    index('company_search_naf_siren_idx').on(table.nafCode, table.siren),
    index('company_search_department_naf_siren_idx').on(table.departmentCode, table.nafCode, table.siren),
  ],
);

/**
 * Postings of the search words, ordered by rank: the companies holding a word, best first, read
 * by one index range scan however frequent the word ("sci": a million companies, first page in
 * well under a millisecond). `rank` = 100 × tier (0 the word is in the name, 1 only in the sigle,
 * a usual name or an establishment's name or sign, 2 reserved for directors' names) + 99 − boost.
 */
export const companySearchTerms = pgTable(
  'company_search_terms',
  {
    term: text('term').notNull(),
    rank: smallint('rank').notNull(),
    siren: char('siren', { length: 9 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.term, table.rank, table.siren] })],
);

/** Distinct search words with the number of companies holding each: query planning, typo correction, prefixes. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    companies: integer('companies').notNull(),
  },
  (table) => [
    index('search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
    index('search_words_prefix_idx').on(table.word.op('text_pattern_ops'), table.companies),
  ],
);

/**
 * Company counts of the index pages: per department × NAF code, at every NAF level that the pages
 * show (section, division, subclass); '' stands for "all" on either side.
 */
export const companyListingCounts = pgTable(
  'company_listing_counts',
  {
    departmentCode: varchar('department_code', { length: 3 }).notNull(),
    nafCode: varchar('naf_code', { length: 6 }).notNull(),
    companies: integer('companies').notNull(),
  },
  (table) => [primaryKey({ columns: [table.departmentCode, table.nafCode] })],
);

/**
 * Places a visitor may type in a search (issue 24): a commune's folded name ('saint etienne'), a postcode, a
 * department's number or folded name. `tokens` are the filter tokens of head offices located there ('c:42218',
 * 'p:42000', 'd:42'); an establishment elsewhere than the head office carries them prefixed with 'e' ('ec:42218').
 */
export const searchPlaces = pgTable('search_places', {
  phrase: text('phrase').primaryKey(),
  /** 'commune', 'postcode' or 'department'. */
  kind: text('kind').notNull(),
  tokens: text('tokens').array().notNull(),
  /**
   * Companies whose head office is there (null until the index build counts them): a place named like a far more
   * frequent name word is not read as a place.
   */
  companies: integer('companies'),
});

/**
 * Each search word of 4 letters or more with each of its one-letter deletions ('martin' → 'artin', 'mrtin'…):
 * a misspelt word's candidates are the words that share a deletion with it, or one of its deletions, read by
 * equality (symmetric deletion: swapped, missing, doubled or wrong letters), then checked by edit distance.
 */
export const searchWordDeletes = pgTable(
  'search_word_deletes',
  {
    variant: text('variant').notNull(),
    word: text('word').notNull(),
  },
  (table) => [primaryKey({ name: 'search_word_deletes_pkey', columns: [table.variant, table.word] })],
);
