import type pg from 'pg';
import { inTransaction } from '../transaction';
import { foreignKeyHasLeadingIndex } from './foreign-key-index';
import { type Queryable, withClient } from './with-client';

type ConstraintKind = 'key' | 'foreign-key';

/** How `pg_get_constraintdef` ends the definition of a foreign key not validated. */
const NOT_VALID = / NOT VALID$/;

interface DeferredConstraint {
  table_name: string;
  constraint_name: string;
  kind: ConstraintKind;
  definition: string;
}

/** A constraint name as an SQL identifier. */
function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Drops, before a bulk first load of `table`, what COPY would otherwise check row by row: its primary key and
 * unique constraints (one index insertion per row), its foreign keys (one lookup per row), and the foreign keys of
 * other tables that reference it (they depend on its primary key). Checks stay. Each is recorded in
 * `deferred_constraints` in the same transaction, so nothing is lost if the load dies: `restoreDeferredConstraints`
 * (called by `migrate` at every boot) adds them back.
 *
 * The loader must write rows that satisfy them (no key twice, no unknown parent): adding them back is then one
 * index sort and one join. Returns how many were dropped.
 */
export function deferConstraints(db: Queryable, table: string): Promise<number> {
  return withClient(db, (client) =>
    inTransaction(client, async () => {
      const { rows } = await client.query<DeferredConstraint>(
        `SELECT c.conrelid::regclass::text AS table_name, c.conname AS constraint_name,
                CASE c.contype WHEN 'f' THEN 'foreign-key' ELSE 'key' END AS kind, pg_get_constraintdef(c.oid) AS definition
           FROM pg_constraint c
          WHERE (c.conrelid = $1::regclass AND c.contype IN ('p', 'u', 'f')) OR (c.confrelid = $1::regclass AND c.contype = 'f')
          -- foreign keys first: a referenced key cannot be dropped before them
          ORDER BY c.contype <> 'f', c.conname`,
        [table],
      );
      for (const row of rows) {
        await client.query(
          `INSERT INTO deferred_constraints (table_name, constraint_name, kind, definition, deferred_for) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (table_name, constraint_name) DO NOTHING`,
          [row.table_name, row.constraint_name, row.kind, row.definition, table],
        );
        await client.query(`ALTER TABLE ${row.table_name} DROP CONSTRAINT ${quoted(row.constraint_name)}`);
      }
      return rows.length;
    }),
  );
}

/** Whether the constraint is there, and validated; null when it is not there. */
async function constraintState(client: pg.PoolClient, row: DeferredConstraint): Promise<{ validated: boolean } | null> {
  const { rows } = await client.query<{ validated: boolean }>(
    'SELECT convalidated AS validated FROM pg_constraint WHERE conrelid = $1::regclass AND conname = $2',
    [row.table_name, row.constraint_name],
  );
  return rows[0] ?? null;
}

/** `PRIMARY KEY (siren)` or `UNIQUE (a, b)`: the kind of key and its column list; null for another definition. */
function keyParts(definition: string): { kind: string; columns: string } | null {
  const match = /^(PRIMARY KEY|UNIQUE) (\(.+\))$/.exec(definition);
  return match ? { kind: match[1] ?? '', columns: match[2] ?? '' } : null;
}

/** Whether a valid unique index of that name is on the table (built by `deferredKeyIndexes`). */
async function hasUniqueIndex(client: pg.PoolClient, row: DeferredConstraint): Promise<boolean> {
  const { rows } = await client.query(
    'SELECT 1 FROM pg_index WHERE indexrelid = to_regclass($1) AND indrelid = $2::regclass AND indisunique AND indisvalid',
    [quoted(row.constraint_name), row.table_name],
  );
  return rows.length > 0;
}

/**
 * The unique indexes of the keys deferred for `table`, as statements that build them under the key's name, to be
 * built at the same time as its secondary indexes (restoreDeferredIndexes' `first`): restoring the key then only
 * attaches the index (`ADD CONSTRAINT … USING INDEX`, no scan).
 */
export async function deferredKeyIndexes(db: Queryable, table: string): Promise<Array<{ index_name: string; definition: string }>> {
  const { rows } = await db.query<DeferredConstraint>(
    `SELECT table_name, constraint_name, kind, definition FROM deferred_constraints WHERE deferred_for = $1 AND table_name = $1 AND kind = 'key'`,
    [table],
  );
  return rows.flatMap((row) => {
    const key = keyParts(row.definition);
    return key ? [{ index_name: row.constraint_name, definition: `CREATE UNIQUE INDEX IF NOT EXISTS ${quoted(row.constraint_name)} ON ${table} ${key.columns}` }] : [];
  });
}

async function restoreOne(client: pg.PoolClient, row: DeferredConstraint): Promise<void> {
  const table = row.table_name;
  const name = quoted(row.constraint_name);
  const forget = () => client.query('DELETE FROM deferred_constraints WHERE table_name = $1 AND constraint_name = $2', [table, row.constraint_name]);
  if (row.kind === 'key') {
    // The key's index built beforehand is attached; otherwise one sort of the loaded rows builds it.
    await inTransaction(client, async () => {
      if ((await constraintState(client, row)) === null) {
        const key = keyParts(row.definition);
        const prebuilt = key !== null && (await hasUniqueIndex(client, row));
        await client.query(`ALTER TABLE ${table} ADD CONSTRAINT ${name} ${prebuilt ? `${key.kind} USING INDEX ${name}` : row.definition}`);
      }
      await forget();
    });
    return;
  }
  // A foreign key: added NOT VALID (instant, enforced for new rows), then validated by one join over the table
  // (PostgreSQL runs it with maintenance_work_mem), under a lock that lets readers and writers go on. One that was
  // NOT VALID when deferred (its definition says so) is not validated.
  const definition = row.definition.replace(NOT_VALID, '');
  await inTransaction(client, async () => {
    if ((await constraintState(client, row)) === null) await client.query(`ALTER TABLE ${table} ADD CONSTRAINT ${name} ${definition} NOT VALID`);
  });
  await inTransaction(client, async () => {
    const validate = definition === row.definition && (await constraintState(client, row))?.validated === false;
    if (validate) {
      // For this transaction only: the merge of two indexes rather than a hash or a sort of the loaded rows.
      if (await foreignKeyHasLeadingIndex(client, table, row.constraint_name)) await client.query('SET LOCAL enable_hashjoin = off; SET LOCAL enable_sort = off');
      await client.query(`ALTER TABLE ${table} VALIDATE CONSTRAINT ${name}`);
    }
    await forget();
  });
}

/**
 * Adds back what `deferConstraints` dropped for the load of `table` (or for every load), keys before foreign keys,
 * with generous sort memory; each in its own transaction with the removal of its record, so a restore that dies
 * half-way resumes where it stopped. Returns how many were restored.
 */
export function restoreDeferredConstraints(db: Queryable, table?: string): Promise<number> {
  return withClient(db, async (client) => {
    const { rows } = await client.query<DeferredConstraint>(
      `SELECT table_name, constraint_name, kind, definition FROM deferred_constraints
        WHERE $1::text IS NULL OR deferred_for = $1
        ORDER BY kind = 'foreign-key', table_name, constraint_name`,
      [table ?? null],
    );
    if (rows.length === 0) return 0;
    await client.query(`SET maintenance_work_mem = '512MB'`);
    try {
      for (const row of rows) await restoreOne(client, row);
    } finally {
      await client.query('RESET maintenance_work_mem').catch(() => {});
    }
    return rows.length;
  });
}
