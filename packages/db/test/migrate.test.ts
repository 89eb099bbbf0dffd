import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, migrate } from '../src/index';
import { testDatabaseUrl } from './helpers/database-url';
import { createScratchDatabase, type ScratchDatabase } from './helpers/scratch-database';

async function appliedMigrations(pool: pg.Pool): Promise<number> {
  const result = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
  return result.rows[0]?.count ?? 0;
}

describe('migrate', () => {
  let scratch: ScratchDatabase;
  const pools: pg.Pool[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(testDatabaseUrl(), 'registre_migrate');
  });

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await scratch.drop();
  });

  it('applies every migration once when two processes migrate an empty database at the same time', async () => {
    const first = createPool(scratch.url, { max: 2 });
    const second = createPool(scratch.url, { max: 2 });
    pools.push(first, second);

    await Promise.all([migrate(first), migrate(second)]);

    const applied = await appliedMigrations(first);
    expect(applied).toBeGreaterThanOrEqual(2);
    const extensions = await first.query<{ extname: string }>(
      "SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY extname",
    );
    expect(extensions.rows.map((row) => row.extname)).toEqual(['pg_trgm', 'unaccent']);
  });

  it('is a no-op the second time', async () => {
    const pool = pools[0];
    if (!pool) throw new Error('first test did not run');
    const before = await appliedMigrations(pool);
    await migrate(pool);
    expect(await appliedMigrations(pool)).toBe(before);
  });

  it('provides an immutable unaccent usable in generated columns and indexes', async () => {
    const pool = pools[0];
    if (!pool) throw new Error('first test did not run');
    const result = await pool.query<{ plain: string; volatilities: string[] }>(
      `SELECT public.immutable_unaccent('Électricité Œuvre') AS plain,
              (SELECT array_agg(DISTINCT provolatile::text) FROM pg_proc WHERE proname = 'immutable_unaccent') AS volatilities`,
    );
    expect(result.rows[0]).toEqual({ plain: 'Electricite OEuvre', volatilities: ['i'] });
    // Usable in an index expression, which PostgreSQL allows only for IMMUTABLE functions.
    await pool.query('CREATE TEMP TABLE unaccent_probe (name text)');
    await pool.query('CREATE INDEX ON unaccent_probe (lower(public.immutable_unaccent(name)))');
  });

  it('migrates the shared test database too (tables the API reads exist)', async () => {
    const pool = createPool(testDatabaseUrl(), { max: 1 });
    pools.push(pool);
    const result = await pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const tables = result.rows.map((row) => row.table_name);
    for (const table of [
      'companies',
      'establishments',
      'naf_codes',
      'legal_categories',
      'departments',
      'regions',
      'communes',
      'commune_postcodes',
      'headcount_bands',
      'director_roles',
      'persons',
      'mandates',
      'financial_statements',
      'announcements',
      'insolvency_proceedings',
      'deposited_acts',
      'trademarks',
      'patents',
      'collective_agreements',
      'company_agreements',
      'feature_flags',
    ]) {
      expect(tables).toContain(table);
    }
  });
});
