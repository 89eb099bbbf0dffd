import type { Queryable } from './with-client';

/**
 * Whether a valid index of `table` starts with the columns of its foreign key `constraint`. PostgreSQL validates a
 * foreign key with one anti-join, planned without parallel workers: left to itself it hashes the whole referenced
 * key (15-18 s for 15.3 M establishments against 12.5 M companies), while merging such an index with the referenced
 * key's, both read in order, takes 5.4 s.
 */
export async function foreignKeyHasLeadingIndex(db: Queryable, table: string, constraint: string): Promise<boolean> {
  const { rows } = await db.query<{ leads: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM pg_constraint c JOIN pg_index i ON i.indrelid = c.conrelid AND i.indisvalid
        WHERE c.conrelid = $1::regclass AND c.conname = $2 AND c.contype = 'f' AND cardinality(c.conkey) <= i.indnkeyatts
          AND NOT EXISTS (SELECT 1 FROM generate_subscripts(c.conkey, 1) k WHERE i.indkey[k - 1] <> c.conkey[k])
     ) AS leads`,
    [table, constraint],
  );
  return rows[0]?.leads === true;
}
