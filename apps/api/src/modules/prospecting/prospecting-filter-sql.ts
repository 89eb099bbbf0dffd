import type { ProspectingFilters } from '@registre/domain';
import type { SqlParams } from '../search';

/**
 * SQL conditions on `company_search cs` for a prospect list. Codes go through the filter tokens stored among the
 * search words ('r:84', 'd:69', 'c:69123', 'v:62', 'n:62.01Z', 'l:54', 'b:11'; 'ed:' and 'ec:' for the active
 * establishments other than the head office), so that the GIN index intersects them; amounts, dates and the
 * status are checked on the rows. `nafTokens` is the NAF filter already turned into tokens (empty array: none
 * matches; undefined: no NAF filter).
 */
export function prospectingConditions(filters: ProspectingFilters, nafTokens: readonly string[] | undefined, params: SqlParams): string[] {
  const conditions: string[] = [];
  const tokens = (values: readonly string[]) => conditions.push(`cs.words && ${params.add(values)}::text[]`);
  const codes = (list: readonly string[] | undefined, prefixes: readonly string[]) => {
    if (list?.length) tokens(list.flatMap((code) => prefixes.map((prefix) => `${prefix}${code}`)));
  };
  const everywhere = !filters.head_office_only;
  codes(filters.region, ['r:']);
  codes(filters.department, everywhere ? ['d:', 'ed:'] : ['d:']);
  codes(filters.commune, everywhere ? ['c:', 'ec:'] : ['c:']);
  codes(filters.legal_form, ['l:']);
  codes(filters.headcount_band, ['b:']);
  if (nafTokens !== undefined) {
    if (nafTokens.length === 0) conditions.push('false');
    else tokens(nafTokens);
  }
  return [...conditions, ...rowConditions(filters, params)];
}

/** The conditions checked on the rows themselves whichever way the codes are matched: status, amounts, dates, proceedings. */
export function rowConditions(filters: ProspectingFilters, params: SqlParams): string[] {
  const conditions: string[] = [];
  // The status on the rows, not by its token ('s:a' holds half the register: see search-sql.ts).
  if (filters.active_only) conditions.push('cs.is_active');
  const range = (column: string, low: number | string | undefined, high: number | string | undefined, cast = '') => {
    if (low !== undefined) conditions.push(`${column} >= ${params.add(low)}${cast}`);
    if (high !== undefined) conditions.push(`${column} <= ${params.add(high)}${cast}`);
  };
  const cents = (euros: number | undefined) => (euros === undefined ? undefined : euros * 100);
  range('cs.turnover_cents', cents(filters.turnover_min), cents(filters.turnover_max), '::bigint');
  range('cs.net_result_cents', cents(filters.result_min), cents(filters.result_max), '::bigint');
  range('cs.creation_date', filters.created_from, filters.created_to, '::date');
  if (filters.without_insolvency) conditions.push(`NOT EXISTS (SELECT 1 FROM insolvency_proceedings ip WHERE ip.siren = cs.siren AND ip.status = 'open')`);
  return conditions;
}

/** The WHERE clause of the conditions ('' when there are none). */
export const whereClause = (conditions: readonly string[]): string => (conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`);
