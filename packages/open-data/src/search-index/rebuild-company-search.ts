import type { Pool } from 'pg';
import { rebuildAndSwap, type RebuildStep } from '@registre/db';
import { LEGAL_FORM_WORDS, SEARCH_STOPWORDS } from '@registre/domain';
import {
  CREATE_ESTABLISHMENT_PLACES,
  CREATE_ESTABLISHMENT_WORDS,
  INSERT_COMPANY_SEARCH,
  INSERT_COMPANY_SEARCH_TERMS,
  INSERT_LISTING_COUNTS,
  INSERT_SEARCH_PLACES,
  INSERT_SEARCH_WORD_DELETES,
  INSERT_SEARCH_WORDS,
} from './company-search-sql';

/** The tables of the company search, rebuilt and swapped in together. */
export const COMPANY_SEARCH_TABLES = ['company_search', 'company_search_terms', 'search_words', 'search_word_deletes', 'search_places', 'company_listing_counts'] as const;

/** Where the next company search is built while the live one serves. */
export const COMPANY_SEARCH_STAGING = 'rebuild_company_search';

export interface RebuildCompanySearchResult {
  companies: number;
  postings: number;
  words: number;
  seconds: number;
}

export interface RebuildCompanySearchOptions {
  log?: (line: string) => void;
  /** Longest wait of one swap attempt for the tables' locks (default 100 ms). */
  swapLockTimeoutMs?: number;
  /** Called between the rebuild's steps (tests stop it there). */
  onStep?: (step: RebuildStep) => Promise<void> | void;
}

/**
 * Rebuilds the company search from the register: the search rows, the word postings, the word list, the places and
 * the index pages' counts. Built beside the live tables (schema `rebuild_company_search`, indexes built once over the
 * loaded rows, vacuumed and analysed: index-only scans of the postings need the visibility map), then swapped in by a
 * short transaction (`rebuildAndSwap`): searches keep answering from the old tables meanwhile, never wait on the
 * rebuild. Run it after every import of the register; a full rebuild of 12.5 M companies takes minutes.
 */
export async function rebuildCompanySearch(pool: Pool, options: RebuildCompanySearchOptions | ((line: string) => void) = {}): Promise<RebuildCompanySearchResult> {
  const { log = () => {}, swapLockTimeoutMs, onStep } = typeof options === 'function' ? { log: options } : options;
  const started = performance.now();
  const counts = await rebuildAndSwap(pool, {
    tables: COMPANY_SEARCH_TABLES,
    staging: COMPANY_SEARCH_STAGING,
    log: (line) => log(`search index: ${line}`),
    swapLockTimeoutMs,
    onStep,
    fill: async (client, schema) => {
      const step = async (label: string, sql: string, values: unknown[] = []): Promise<number> => {
        const t0 = performance.now();
        const result = await client.query(sql, values);
        log(`search index: ${label} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
        return result.rowCount ?? 0;
      };
      // JIT compilation costs seconds on a small register and buys nothing on a large one here.
      await client.query(`SET LOCAL jit = off`);
      await client.query(`SET LOCAL work_mem = '256MB'`);
      await client.query(`SET LOCAL maintenance_work_mem = '1GB'`);
      // One core for the rebuild, the other for the searches it must not slow down (2-core machine).
      await client.query(`SET LOCAL max_parallel_workers_per_gather = 0`);
      await client.query(`SET LOCAL max_parallel_maintenance_workers = 0`);
      await step('establishment words', CREATE_ESTABLISHMENT_WORDS, [SEARCH_STOPWORDS]);
      await step('establishment places', CREATE_ESTABLISHMENT_PLACES);
      const companies = await step('companies', INSERT_COMPANY_SEARCH(schema), [SEARCH_STOPWORDS, LEGAL_FORM_WORDS]);
      const postings = await step('postings', INSERT_COMPANY_SEARCH_TERMS(schema));
      const words = await step('words', INSERT_SEARCH_WORDS(schema));
      await step('word deletions', INSERT_SEARCH_WORD_DELETES(schema));
      await step('places', INSERT_SEARCH_PLACES(schema), [SEARCH_STOPWORDS]);
      await step('listing counts', INSERT_LISTING_COUNTS(schema));
      return { companies, postings, words };
    },
  });
  return { ...counts, seconds: (performance.now() - started) / 1000 };
}
