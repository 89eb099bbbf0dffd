import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL expression of a `search_name` generated column: the given columns (or array
 * elements such as `"usual_names"[1]`) joined by one space, accents removed, then
 * lower-cased. Unaccenting first makes the result independent of the database's
 * ctype locale (`lower('É')` is `'É'` under the C locale, `lower('E')` is `'e'`
 * everywhere). Every function used is IMMUTABLE, as PostgreSQL requires for a
 * generated column. Search queries compare against the same normalisation:
 * `lower(public.immutable_unaccent($1))`.
 *
 * @param columnExpressions trusted, hard-coded SQL fragments (never user input).
 */
export function searchNameExpression(columnExpressions: readonly string[]): SQL {
  const joined = columnExpressions.map((expression) => `coalesce(${expression}, '')`).join(` || ' ' || `);
  return sql.raw(`lower(public.immutable_unaccent(btrim(regexp_replace(${joined}, '\\s+', ' ', 'g'))))`);
}
