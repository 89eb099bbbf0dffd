import type { Pool, QueryResultRow } from 'pg';

/**
 * One page of a company's list and how many entries the list has, read in parallel as two named
 * statements (`{name}-page`, `{name}-count`). `sql.page` takes `values` then LIMIT and OFFSET;
 * `sql.count` takes `values` alone.
 */
export async function queryPage<Row extends QueryResultRow>(
  pool: Pool,
  name: string,
  sql: { page: string; count: string },
  values: readonly unknown[],
  limit: number,
  offset: number,
): Promise<{ rows: Row[]; total: number }> {
  const [page, count] = await Promise.all([
    pool.query<Row>({ name: `${name}-page`, text: sql.page, values: [...values, limit, offset] }),
    pool.query<{ total: number }>({ name: `${name}-count`, text: sql.count, values: [...values] }),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}
