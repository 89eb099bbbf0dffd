import type { ProspectingFilters } from '@registre/domain';
import { SqlParams } from '../search';
import { rowConditions, whereClause } from './prospecting-filter-sql';

/** A list's WHERE clauses, one per disjoint part (a company is in one part at most), and their values. */
export interface ListSql {
  parts: string[];
  values: unknown[];
}

/** Consecutive NAF divisions ('10'…'33') as [first, last] pairs. */
function divisionRuns(divisions: readonly string[]): Array<[string, string]> {
  const runs: Array<[string, string]> = [];
  for (const division of [...new Set(divisions)].sort()) {
    const last = runs.at(-1);
    if (last && Number(division) === Number(last[1]) + 1) last[1] = division;
    else runs.push([division, division]);
  }
  return runs;
}

/**
 * The NAF filter's tokens ('v:62', 'n:62.01Z') as a condition on `cs.naf_code`: a subclass by equality, a run of
 * divisions by a range of codes (which the index reads) checked by its first two characters (what the token holds).
 */
function nafCondition(tokens: readonly string[], params: SqlParams): string {
  if (tokens.length === 0) return 'false';
  const subclasses = tokens.filter((token) => token.startsWith('n:')).map((token) => token.slice(2));
  const divisions = tokens.filter((token) => token.startsWith('v:')).map((token) => token.slice(2));
  const alternatives: string[] = [];
  if (subclasses.length > 0) alternatives.push(`cs.naf_code = ANY(${params.add(subclasses)}::text[])`);
  for (const [first, last] of divisionRuns(divisions)) {
    const next = Number(last) + 1;
    const below = next <= 99 ? ` AND cs.naf_code < ${params.add(String(next).padStart(2, '0'))}` : '';
    alternatives.push(`(cs.naf_code >= ${params.add(first)}${below})`);
  }
  const byCode = alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(' OR ')})`;
  return divisions.length === 0 ? byCode : `${byCode} AND (cs.naf_code = ANY(${params.add(subclasses)}::text[]) OR left(cs.naf_code, 2) = ANY(${params.add(divisions)}::text[]))`;
}

/**
 * The same list as `prospectingConditions`' (prospecting-filter-sql.ts), its codes matched on the head office's
 * columns instead of the search tokens, so that a covering index of those columns (migration 0046) answers without
 * reading the rows and stops as soon as the count's cap is reached — what makes a broad list quick. A region is its
 * departments (`regionDepartments`, the nomenclature's, for the filter's regions), as its token is the head office department's region. "Anywhere"
 * for a department is two disjoint parts: the head office there, or (tokens 'ed:') another active establishment
 * there with the head office elsewhere. Null when a criterion has no column (a commune: the search row keeps the
 * head office's postcode, not its commune code): the token form answers then.
 */
export function prospectingColumnList(filters: ProspectingFilters, nafTokens: readonly string[] | undefined, regionDepartments: readonly string[] | undefined): ListSql | null {
  if (filters.commune?.length) return null;
  const params = new SqlParams();
  const conditions: string[] = [];
  if (regionDepartments !== undefined) conditions.push(`cs.department_code = ANY(${params.add(regionDepartments)}::text[])`);
  if (filters.legal_form?.length) conditions.push(`cs.legal_category_code LIKE ANY(${params.add(filters.legal_form.map((code) => `${code}%`))}::text[])`);
  if (filters.headcount_band?.length) conditions.push(`cs.headcount_band = ANY(${params.add(filters.headcount_band)}::text[])`);
  if (nafTokens !== undefined) conditions.push(nafCondition(nafTokens, params));
  conditions.push(...rowConditions(filters, params));
  const departments = filters.department?.length ? params.add(filters.department) : null;
  if (departments === null) return { parts: [whereClause(conditions)], values: params.values };
  const headOffice = whereClause([`cs.department_code = ANY(${departments}::text[])`, ...conditions]);
  if (filters.head_office_only) return { parts: [headOffice], values: params.values };
  const elsewhere = [`coalesce(cs.department_code, '') <> ALL(${departments}::text[])`, `cs.words && ${params.add((filters.department ?? []).map((code) => `ed:${code}`))}::text[]`];
  return { parts: [headOffice, whereClause([...elsewhere, ...conditions])], values: params.values };
}
