import type pg from 'pg';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** The committed description of the schema the migrations build (`npm run db:schema` writes it). */
export const SCHEMA_DESCRIPTION_FILE = 'packages/db/schema.txt';

const COLUMNS = `
SELECT c.relname AS table_name, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
       a.attgenerated AS generated, pg_get_expr(d.adbin, d.adrelid) AS expression, c.relkind AS kind
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
 WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm')
 ORDER BY c.relname COLLATE "C", a.attnum`;

const CONSTRAINTS = `
SELECT c.relname AS table_name, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
  FROM pg_constraint k
  JOIN pg_class c ON c.oid = k.conrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = $1
 ORDER BY c.relname COLLATE "C", k.conname COLLATE "C"`;

const INDEXES = `
SELECT tablename AS table_name, indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = $1 ORDER BY tablename COLLATE "C", indexname COLLATE "C"`;

const FUNCTIONS = `
SELECT p.proname AS name, pg_get_function_identity_arguments(p.oid) AS arguments, pg_get_function_result(p.oid) AS result,
       l.lanname AS language, p.provolatile AS volatility, md5(p.prosrc) AS body
  FROM pg_proc p
  JOIN pg_namespace n ON n.oid = p.pronamespace
  JOIN pg_language l ON l.oid = p.prolang
 WHERE n.nspname = $1 AND NOT EXISTS (SELECT 1 FROM pg_depend dep WHERE dep.objid = p.oid AND dep.deptype = 'e')
 ORDER BY p.proname COLLATE "C", pg_get_function_identity_arguments(p.oid) COLLATE "C"`;

const TRIGGERS = `
SELECT c.relname AS table_name, t.tgname AS name, pg_get_triggerdef(t.oid) AS definition
  FROM pg_trigger t
  JOIN pg_class c ON c.oid = t.tgrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = $1 AND NOT t.tgisinternal
 ORDER BY c.relname COLLATE "C", t.tgname COLLATE "C"`;

const EXTENSIONS = `SELECT extname AS name FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname COLLATE "C"`;

const KIND_NAMES: Record<string, string> = { r: 'table', p: 'partitioned table', v: 'view', m: 'materialized view' };

/**
 * A plain-text description of a schema: its tables and views with their columns (type, NOT NULL,
 * default or generated expression), constraints, indexes, triggers and functions, in a stable order.
 * It is what the migrations build, written down: `schema.txt` is committed, and a test fails when a
 * migrated database no longer matches it. Function bodies are fingerprinted (md5) rather than copied;
 * view definitions are left out (their text varies between PostgreSQL versions), their columns are not.
 */
export async function describeSchema(db: Queryable, schemaName = 'public'): Promise<string> {
  const [extensions, columns, constraints, indexes, functions, triggers] = await Promise.all([
    db.query<{ name: string }>(EXTENSIONS),
    db.query<{ table_name: string; name: string; type: string; not_null: boolean; generated: string; expression: string | null; kind: string }>(COLUMNS, [schemaName]),
    db.query<{ table_name: string; name: string; definition: string }>(CONSTRAINTS, [schemaName]),
    db.query<{ table_name: string; name: string; definition: string }>(INDEXES, [schemaName]),
    db.query<{ name: string; arguments: string; result: string; language: string; volatility: string; body: string }>(FUNCTIONS, [schemaName]),
    db.query<{ table_name: string; name: string; definition: string }>(TRIGGERS, [schemaName]),
  ]);
  const lines: string[] = ['# The schema the migrations build (packages/db/migrations). Written by `npm run db:schema`; do not edit.', ''];
  lines.push('extensions: ' + extensions.rows.map((row) => row.name).join(', '), '');
  const tables = new Map<string, { kind: string; lines: string[] }>();
  for (const column of columns.rows) {
    const table = tables.get(column.table_name) ?? { kind: KIND_NAMES[column.kind] ?? column.kind, lines: [] };
    const expression = column.expression === null ? '' : column.generated === 's' ? ` GENERATED ALWAYS AS ${column.expression} STORED` : ` DEFAULT ${column.expression}`;
    table.lines.push(`  ${column.name} ${column.type}${column.not_null ? ' NOT NULL' : ''}${expression}`);
    tables.set(column.table_name, table);
  }
  const byTable = (rows: readonly { table_name: string; name: string; definition: string }[], label: string) => {
    for (const row of rows) tables.get(row.table_name)?.lines.push(`  ${label} ${row.name}: ${row.definition}`);
  };
  byTable(constraints.rows, 'constraint');
  byTable(indexes.rows, 'index');
  byTable(triggers.rows, 'trigger');
  for (const [name, table] of [...tables].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) lines.push(`${table.kind} ${name}`, ...table.lines, '');
  for (const fn of functions.rows) lines.push(`function ${fn.name}(${fn.arguments}) returns ${fn.result}, ${fn.language}, ${fn.volatility === 'i' ? 'immutable' : fn.volatility === 's' ? 'stable' : 'volatile'}, body md5 ${fn.body}`);
  return lines.join('\n') + '\n';
}
