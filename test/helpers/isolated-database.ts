import pg from 'pg';
import { inject } from 'vitest';
import { createPool } from '@registre/db';

export interface IsolatedDatabase {
  url: string;
  pool: pg.Pool;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

let counter = 0;

/**
 * A database of one's own, cloned from the run's template (migrated, nomenclatures, no company):
 * for tests that write, or count what they wrote, without seeing other test files' rows.
 */
export async function createIsolatedDatabase(): Promise<IsolatedDatabase> {
  const template = new URL(inject('templateDatabaseUrl'));
  const templateName = template.pathname.slice(1);
  const name = `${templateName.replace('registre_tpl_', 'registre_iso_')}_${process.pid}_${++counter}`;
  const admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(template);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), { max: 4 });
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: inject('databaseUrl') });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
