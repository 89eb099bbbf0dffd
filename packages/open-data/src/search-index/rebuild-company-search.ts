import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '@registre/db';
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

const TABLES = ['company_search', 'company_search_terms', 'search_words', 'search_word_deletes', 'search_places', 'company_listing_counts'] as const;

export interface RebuildCompanySearchResult {
  companies: number;
  postings: number;
  words: number;
  seconds: number;
}

interface IndexDefinition {
  name: string;
  definition: string;
  /** Set for a primary key, recreated through ALTER TABLE. */
  constraint: string | null;
  table: string;
}

/** Every index of the search tables (primary keys included), to drop before the load and rebuild after it. */
async function searchIndexes(client: PoolClient): Promise<IndexDefinition[]> {
  const { rows } = await client.query<IndexDefinition>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition,
            c.conname AS constraint, i.indrelid::regclass::text AS table
       FROM pg_index i
       LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.contype = 'p'
      WHERE i.indrelid = ANY ($1::regclass[])`,
    [TABLES],
  );
  return rows;
}

/**
 * Rebuilds the company search from the register: the search rows, the word postings, the word list
 * and the index pages' counts. One transaction (readers wait for it, never see it half-built);
 * indexes are dropped during the load and built once over the loaded rows, then the tables are
 * analysed and vacuumed (index-only scans of the postings need the visibility map).
 * Run it after every import of the register; a full rebuild of 12.5 M companies takes minutes.
 */
export async function rebuildCompanySearch(pool: Pool, log: (line: string) => void = () => {}): Promise<RebuildCompanySearchResult> {
  const started = performance.now();
  const client = await pool.connect();
  const step = async (label: string, sql: string, values: unknown[] = []): Promise<number> => {
    const t0 = performance.now();
    const result = await client.query(sql, values);
    log(`search index: ${label} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return result.rowCount ?? 0;
  };
  try {
    const counts = await inTransaction(client, async () => {
      // JIT compilation costs seconds on a small register and buys nothing on a large one here.
      await client.query(`SET LOCAL jit = off`);
      await client.query(`SET LOCAL work_mem = '256MB'`);
      await client.query(`SET LOCAL maintenance_work_mem = '1GB'`);
      await client.query(`TRUNCATE ${TABLES.join(', ')}`);
      const indexes = await searchIndexes(client);
      for (const index of indexes) {
        await client.query(index.constraint ? `ALTER TABLE ${index.table} DROP CONSTRAINT ${index.constraint}` : `DROP INDEX ${index.name}`);
      }
      await step('establishment words', CREATE_ESTABLISHMENT_WORDS, [SEARCH_STOPWORDS]);
      await step('establishment places', CREATE_ESTABLISHMENT_PLACES);
      const companies = await step('companies', INSERT_COMPANY_SEARCH, [SEARCH_STOPWORDS, LEGAL_FORM_WORDS]);
      const postings = await step('postings', INSERT_COMPANY_SEARCH_TERMS);
      const words = await step('words', INSERT_SEARCH_WORDS);
      await step('word deletions', INSERT_SEARCH_WORD_DELETES);
      await step('places', INSERT_SEARCH_PLACES, [SEARCH_STOPWORDS]);
      await step('listing counts', INSERT_LISTING_COUNTS);
      for (const index of indexes) {
        const sql = index.constraint
          ? `ALTER TABLE ${index.table} ADD CONSTRAINT ${index.constraint} ${index.definition.replace(/^.* USING btree /, 'PRIMARY KEY ')}`
          : index.definition;
        await step(`index ${index.name}`, sql);
      }
      return { companies, postings, words };
    });
    for (const table of TABLES) await step(`vacuum ${table}`, `VACUUM (ANALYZE) ${table}`);
    return { ...counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    client.release();
  }
}
