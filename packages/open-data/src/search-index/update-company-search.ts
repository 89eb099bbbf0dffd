import type { PoolClient } from 'pg';
import { LEGAL_FORM_WORDS, SEARCH_STOPWORDS } from '@registre/domain';
import {
  type CompanyScope,
  addListingCountsSql,
  companySearchPostingsSql,
  companySearchRowsSql,
  establishmentPlacesSql,
  establishmentWordsSql,
  wordDeletionsSql,
} from './company-search-sql';

export interface CompanySearchUpdate {
  /** Search rows written (a purged company has none any more). */
  companies: number;
  postings: number;
}

/**
 * The company search brought up to date for the companies of `scope` only, with the full rebuild's statements
 * (company-search-sql.ts) limited to them, in the caller's transaction (the daily update runs it by batches of a few
 * thousand SIRENs, so that no reader waits long on a row): their former search rows and postings are replaced; the word
 * counts (`search_words`) and the index pages' counts (`company_listing_counts`) move by the difference between the
 * former and the new rows; a word no company holds any more goes with its deletions, a new word brings its own.
 *
 * Left to the full rebuild: `search_places` (how many head offices each place counts, a weight that tells a place word
 * from a name word: a day's changes move it by a few units out of thousands).
 */
export async function updateCompanySearch(client: PoolClient, scope: CompanyScope): Promise<CompanySearchUpdate> {
  await client.query(`CREATE TEMP TABLE search_former ON COMMIT DROP AS
    SELECT siren, department_code, naf_code, name_words, words, boost FROM company_search WHERE ${scope.column('siren')}`);
  await client.query(`CREATE TEMP TABLE search_former_postings (term, rank, siren) ON COMMIT DROP AS ${companySearchPostingsSql('search_former')}`);
  await client.query(`DELETE FROM company_search_terms t USING search_former_postings f
    WHERE t.term = f.term AND t.rank = f.rank AND t.siren = f.siren`);
  await client.query(`DELETE FROM company_search WHERE ${scope.column('siren')}`);

  await client.query(establishmentWordsSql(scope), [SEARCH_STOPWORDS]);
  await client.query(establishmentPlacesSql(scope));
  const { rowCount: companies } = await client.query(companySearchRowsSql(scope), [SEARCH_STOPWORDS, LEGAL_FORM_WORDS]);
  await client.query(`CREATE TEMP TABLE search_new ON COMMIT DROP AS
    SELECT siren, department_code, naf_code, name_words, words, boost FROM company_search WHERE ${scope.column('siren')}`);
  const { rowCount: postings } = await client.query(`INSERT INTO company_search_terms (term, rank, siren) ${companySearchPostingsSql('search_new')}`);

  // Word counts: -1 per former posting, +1 per new one.
  await client.query(`CREATE TEMP TABLE search_word_moves ON COMMIT DROP AS
    SELECT term, sum(delta)::int AS delta FROM (
      SELECT term, -1 AS delta FROM search_former_postings
      UNION ALL
      SELECT w, 1 FROM (${companySearchPostingsSql('search_new')}) AS n (w, rank, siren)) AS m
    GROUP BY term HAVING sum(delta) <> 0`);
  await client.query(`CREATE TEMP TABLE search_words_added ON COMMIT DROP AS
    SELECT m.term AS word FROM search_word_moves m WHERE m.delta > 0 AND NOT EXISTS (SELECT 1 FROM search_words w WHERE w.word = m.term)`);
  await client.query(`INSERT INTO search_words AS w (word, companies) SELECT term, delta FROM search_word_moves
    ON CONFLICT (word) DO UPDATE SET companies = w.companies + excluded.companies`);
  await client.query(`CREATE TEMP TABLE search_words_gone ON COMMIT DROP AS
    WITH gone AS (DELETE FROM search_words w USING search_word_moves m WHERE w.word = m.term AND m.delta < 0 AND w.companies <= 0 RETURNING w.word)
    SELECT word FROM gone`);
  await client.query(`DELETE FROM search_word_deletes d USING search_words_gone g WHERE d.word = g.word`);
  await client.query(`${wordDeletionsSql('search_words_added')} ON CONFLICT DO NOTHING`);

  // Index pages' counts: -1 per former row, +1 per new one, then the rows that count nothing any more go.
  await client.query(
    addListingCountsSql(`SELECT d, n, sum(c)::int AS c FROM (
      SELECT department_code AS d, naf_code AS n, -1 AS c FROM search_former
      UNION ALL SELECT department_code, naf_code, 1 FROM search_new) AS x GROUP BY d, n HAVING sum(c) <> 0`),
  );
  await client.query(`DELETE FROM company_listing_counts WHERE companies <= 0`);
  await client.query(`DROP TABLE search_former, search_former_postings, search_new, search_word_moves, search_words_added, search_words_gone,
    search_establishment_words, search_establishment_places`);
  return { companies: companies ?? 0, postings: postings ?? 0 };
}
