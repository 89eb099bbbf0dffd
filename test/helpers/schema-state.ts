import type pg from 'pg';

/**
 * The indexes and constraints of `tables` (each constraint with whether it is validated), and how many indexes and
 * constraints are left recorded as deferred: what a first load must leave exactly as it found it.
 */
export async function schemaState(pool: pg.Pool, tables: readonly string[]) {
  const { rows: indexes } = await pool.query<{ d: string }>(
    'SELECT indexdef AS d FROM pg_indexes WHERE tablename = ANY($1::text[]) ORDER BY indexname',
    [tables],
  );
  const { rows: constraints } = await pool.query<{ d: string }>(
    `SELECT conname || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated AS d FROM pg_constraint
      WHERE conrelid = ANY($1::text[]::regclass[]) ORDER BY conname`,
    [tables],
  );
  const { rows: deferred } = await pool.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM deferred_indexes)::int + (SELECT count(*) FROM deferred_constraints)::int AS n',
  );
  return { indexes: indexes.map((r) => r.d), constraints: constraints.map((r) => r.d), deferred: deferred[0]?.n };
}
