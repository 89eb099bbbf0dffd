import type { Pool } from 'pg';

export interface DirectorSearchParams {
  name: string;
  birthYear: number | null;
  offset: number;
  limit: number;
  /** Candidates kept per match kind, and results ranked at most. */
  maxResults: number;
}

export interface DirectorSearchHits {
  personIds: number[];
  /** Ranked results, at most `maxResults`. */
  total: number;
}

/*
 * Four kinds of match, each an index scan cut at $3 rows, then ranked together:
 *  0. the shown last name and every first name, in any order (name_key, btree);
 *  1. the last name and the first first name, in any order (short_key, btree);
 *  2. the last name alone (last_name, btree);
 *  3. words close to the query, typos included (pg_trgm word similarity, GIN).
 * Within a kind: closer words first, then more current mandates, then more mandates.
 * Names are folded on both sides by the same SQL functions (person_search_text, person_name_key).
 * Kind 3 (the trigram scan, the costly one on frequent names) runs when $6 is true; a query with
 * nothing left once folded ("李明") skips it too: with no trigram to look for, the GIN index would
 * otherwise be read whole.
 */
const SEARCH_SQL = `
  WITH candidates AS (
    (SELECT d.person_id, 0 AS tier, 1::real AS similarity, d.current_mandates, d.total_mandates FROM director_search d
      WHERE d.name_key = public.person_name_key($1) AND ($2::int IS NULL OR d.birth_year = $2)
      ORDER BY d.current_mandates DESC NULLS LAST, d.person_id LIMIT $3)
    UNION ALL
    (SELECT d.person_id, 1, 1::real, d.current_mandates, d.total_mandates FROM director_search d
      WHERE d.short_key = public.person_name_key($1) AND ($2::int IS NULL OR d.birth_year = $2)
      ORDER BY d.current_mandates DESC NULLS LAST, d.person_id LIMIT $3)
    UNION ALL
    (SELECT d.person_id, 2, 1::real, d.current_mandates, d.total_mandates FROM director_search d
      WHERE d.last_name = public.person_search_text($1) AND d.last_name <> '' AND ($2::int IS NULL OR d.birth_year = $2)
      ORDER BY d.current_mandates DESC NULLS LAST, d.person_id LIMIT $3)
    UNION ALL
    (SELECT d.person_id, 3, word_similarity(public.person_search_text($1), d.search_name), d.current_mandates, d.total_mandates
       FROM director_search d
      WHERE $6 AND public.person_search_text($1) <> '' AND public.person_search_text($1) <% d.search_name
        AND ($2::int IS NULL OR d.birth_year = $2)
      LIMIT $3)
  ), best AS (
    SELECT person_id, min(tier) AS tier, max(similarity) AS similarity,
           max(current_mandates) AS current_mandates, max(total_mandates) AS total_mandates
      FROM candidates GROUP BY person_id
  ), ranked AS (
    SELECT person_id,
           row_number() OVER (ORDER BY tier, similarity DESC, current_mandates DESC, total_mandates DESC, person_id) AS position
      FROM best
     ORDER BY position
     LIMIT $3
  )
  SELECT r.person_id::int AS person_id, (SELECT count(*) FROM ranked)::int AS total
    FROM ranked r
   WHERE r.position > $4
   ORDER BY r.position
   LIMIT $5`;

type SearchRow = { person_id: number; total: number };

function runSearch(pool: Pool, params: DirectorSearchParams, offset: number, limit: number, closeMatches: boolean) {
  return pool.query<SearchRow>({
    name: 'directors-search',
    text: SEARCH_SQL,
    values: [params.name, params.birthYear, params.maxResults, offset, limit, closeMatches],
  });
}

/**
 * Exact matches first (cheap index lookups); close matches (typos, prefixes, other word orders)
 * are added only when the exact ones do not fill a page, so that a frequent name never pays for
 * the trigram scan. The choice depends on the query and the page size, never on the page number,
 * so every page of a search agrees on its total.
 */
export async function searchDirectorIds(pool: Pool, params: DirectorSearchParams): Promise<DirectorSearchHits> {
  const exact = await runSearch(pool, params, params.offset, params.limit, false);
  const exactTotal = exact.rows[0]?.total ?? (await runSearch(pool, params, 0, 1, false)).rows[0]?.total ?? 0;
  if (exactTotal >= params.limit) return { personIds: exact.rows.map((row) => row.person_id), total: exactTotal };
  const all = await runSearch(pool, params, params.offset, params.limit, true);
  // Past the last page: still say how many there are.
  const total = all.rows[0]?.total ?? (await runSearch(pool, params, 0, 1, true)).rows[0]?.total ?? 0;
  return { personIds: all.rows.map((row) => row.person_id), total };
}
