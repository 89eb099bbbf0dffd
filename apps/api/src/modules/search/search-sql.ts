import type { CompanySearchFilters } from '@registre/domain';

/** Positional parameters of a query being built: `add(value)` returns its `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Columns of a search result, read from `company_search cs` (the codes' labels are the service's, see `CodeLabels`). */
export const RESULT_COLUMNS = `
  cs.siren, cs.name, cs.sigle, cs.legal_category_code, cs.naf_code, cs.postcode, cs.city, cs.department_code,
  cs.is_active, to_char(cs.creation_date, 'YYYY-MM-DD') AS creation_date,
  to_char(cs.fiscal_year_end, 'YYYY-MM-DD') AS fiscal_year_end, cs.financials_confidential,
  cs.turnover_cents::float8 AS turnover_cents, cs.net_result_cents::float8 AS net_result_cents`;

/**
 * SQL conditions on `company_search cs` for the search filters. Codes are matched through the
 * filter tokens stored among the words ('d:75', 'n:62.01Z', 'v:62', 'l:54'…, see the index build),
 * so that the GIN index intersects them with the query's words; status and dates are plain conditions.
 */
export function filterConditions(filters: CompanySearchFilters, params: SqlParams): string[] {
  const conditions: string[] = [];
  const tokens = (codes: string[] | undefined, prefix: (code: string) => string) => {
    if (codes?.length) conditions.push(`cs.words && ${params.add(codes.map((code) => `${prefix(code)}${code}`))}::text[]`);
  };
  tokens(filters.department, () => 'd:');
  tokens(filters.region, () => 'r:');
  tokens(filters.postcode, () => 'p:');
  tokens(filters.employee_band, () => 'b:');
  // A subclass ('62.01Z') or a division ('62').
  tokens(filters.activity_code, (code) => (code.length === 2 ? 'v:' : 'n:'));
  // A legal category of level I, II or III ('5', '54', '5499').
  tokens(filters.legal_form, () => 'l:');
  // The status is checked on the rows, not through its token: 's:a' and 's:c' each hold about half
  // of the register (6 M postings), and ANDing such a list in the GIN index costs 50–200 ms, whereas
  // it at most doubles the rows read after the other conditions.
  if (filters.status) conditions.push(`cs.is_active = ${params.add(filters.status === 'active')}`);
  if (filters.created_from) conditions.push(`cs.creation_date >= ${params.add(filters.created_from)}::date`);
  if (filters.created_to) conditions.push(`cs.creation_date <= ${params.add(filters.created_to)}::date`);
  return conditions;
}

export function hasFilters(filters: CompanySearchFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && (!Array.isArray(value) || value.length > 0));
}
