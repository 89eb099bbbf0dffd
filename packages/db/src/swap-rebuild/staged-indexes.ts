import type { PoolClient } from 'pg';

/** An index of a live table, primary keys and unique or exclusion constraints included. */
export interface LiveIndex {
  table: string;
  name: string;
  /** `pg_get_indexdef`: `CREATE [UNIQUE] INDEX <name> ON public.<table> USING …`. */
  definition: string;
  /** Set when the index backs a constraint, recreated through `ALTER TABLE … ADD CONSTRAINT`. */
  constraint: string | null;
  constraintDefinition: string | null;
}

/** Every index of the tables named in schema `public`, the constraints' first (a primary key helps nothing else but is cheap). */
export async function liveIndexes(client: PoolClient, tables: readonly string[]): Promise<LiveIndex[]> {
  const { rows } = await client.query<LiveIndex>(
    `SELECT t.relname AS "table", x.relname AS name, pg_get_indexdef(i.indexrelid) AS definition,
            k.conname AS "constraint", pg_get_constraintdef(k.oid) AS "constraintDefinition"
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_class x ON x.oid = i.indexrelid
       LEFT JOIN pg_constraint k ON k.conindid = i.indexrelid AND k.conrelid = i.indrelid AND k.contype IN ('p', 'u', 'x')
      WHERE t.relnamespace = 'public'::regnamespace AND t.relname = ANY ($1::text[])
      ORDER BY t.relname, k.oid IS NULL, x.relname`,
    [tables],
  );
  return rows;
}

/**
 * The statement that builds `index` on the table of the same name in `schema`, under the same name: index names are
 * unique per schema, so the staging table's indexes carry the live ones' names and keep them once swapped in.
 */
export function stagedIndexStatement(index: LiveIndex, schema: string): string {
  if (index.constraint !== null && index.constraintDefinition !== null) {
    return `ALTER TABLE ${schema}.${index.table} ADD CONSTRAINT ${quoteName(index.constraint)} ${index.constraintDefinition}`;
  }
  const live = ` ON public.${index.table} USING `;
  if (!index.definition.includes(live)) throw new Error(`index ${index.name}: unexpected definition ${index.definition}`);
  return index.definition.replace(live, ` ON ${schema}.${index.table} USING `);
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
