import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { createPool, loadNomenclatures, migrate } from '@registre/db';
import { adminQuery } from '../admin-query';

/** What the following benchmarks are told: register size, share followed, runs, PostgreSQL server. */
export interface FollowingBenchOptions {
  companies: number;
  share: number;
  runs: number;
  serverUrl: string;
  /** Where the synthetic register of this size is generated (reused when there). */
  outDir: string;
  log: (line: string) => void;
}

/** `--companies`, `--followed-share`, `--runs` and `--database-url`, with the benchmark's defaults. */
export function followingBenchOptions(name: string, defaults: { companies: number; runs: number }): FollowingBenchOptions {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string', default: String(defaults.companies) },
      'followed-share': { type: 'string', default: '0.1' },
      runs: { type: 'string', default: String(defaults.runs) },
      'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    },
  });
  const companies = Number(values.companies);
  return {
    companies,
    share: Number(values['followed-share']),
    runs: Number(values.runs),
    serverUrl: values['database-url'] as string,
    outDir: resolve(`.data/bench/register-${companies}`),
    log: (line) => console.log(`[bench:${name} ${new Date().toISOString().slice(11, 19)}] ${line}`),
  };
}

export const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Database `name`, dropped when there, created, migrated and given its nomenclatures: its pool. */
export async function freshBenchDatabase(serverUrl: string, name: string): Promise<pg.Pool> {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), { max: 4 });
  await migrate(pool);
  await loadNomenclatures(pool);
  return pool;
}

/** A user's list for the benchmark's followed companies: its id. */
export async function benchList(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(`INSERT INTO users (email) VALUES ('bench@exemple.fr') RETURNING id`);
  const list = await pool.query<{ id: string }>(`INSERT INTO followed_lists (user_id, name) VALUES ($1, 'bench') RETURNING id`, [rows[0]?.id]);
  return list.rows[0]?.id ?? '';
}

/** Follows `count` companies of the register, drawn the same way every run. */
export async function followSome(pool: pg.Pool, listId: string, count: number): Promise<void> {
  await pool.query(`INSERT INTO followed_companies (list_id, siren) SELECT $1, siren FROM companies ORDER BY md5(siren) LIMIT $2`, [listId, count]);
  await pool.query('ANALYZE followed_companies');
}
