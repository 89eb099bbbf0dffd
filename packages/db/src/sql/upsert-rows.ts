import type pg from 'pg';

export interface UpsertColumn {
  name: string;
  /** PostgreSQL type of the column, used to cast the unnest() arrays ('text', 'smallint'…). */
  type: string;
}

export interface UpsertTarget {
  table: string;
  columns: readonly UpsertColumn[];
  /** Columns of the primary key or unique constraint that identifies a row. */
  keyColumns: readonly string[];
}

/** One value per column of the target, in the same order. */
export type UpsertRow = readonly (string | number | boolean | null)[];

const quote = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Inserts `rows` into `target.table` in one statement (one array parameter per column,
 * expanded by unnest), updating the existing rows whose non-key columns changed.
 * When every column is a key column, existing rows are left as they are.
 * Table and column names come from code, never from user input.
 */
export async function upsertRows(client: pg.ClientBase, target: UpsertTarget, rows: readonly UpsertRow[]): Promise<void> {
  if (rows.length === 0) return;
  const { table, columns, keyColumns } = target;
  const names = columns.map((column) => quote(column.name)).join(', ');
  const arrays = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
  const updated = columns.filter((column) => !keyColumns.includes(column.name)).map((column) => quote(column.name));
  const conflict =
    updated.length === 0
      ? 'DO NOTHING'
      : `DO UPDATE SET (${updated.join(', ')}) = ROW(${updated.map((name) => `excluded.${name}`).join(', ')})
         WHERE (${updated.map((name) => `${quote(table)}.${name}`).join(', ')})
           IS DISTINCT FROM (${updated.map((name) => `excluded.${name}`).join(', ')})`;
  const text = `INSERT INTO ${quote(table)} (${names}) SELECT * FROM unnest(${arrays})
    ON CONFLICT (${keyColumns.map(quote).join(', ')}) ${conflict}`;
  const parameters = columns.map((_column, index) => rows.map((row) => row[index] ?? null));
  await client.query(text, parameters);
}
