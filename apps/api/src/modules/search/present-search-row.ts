import type { CompanySearchItem, Suggestion } from '@registre/domain';
import type { CodeLabels } from './nomenclature-words';
import type { SearchRow } from './queries';

/** A search row as the public contract shows it, its codes labelled; `financials` is left out when the caller asked to hide them. */
export function presentSearchRow(row: SearchRow, labels: CodeLabels, hideFinancials: boolean): CompanySearchItem {
  const item: CompanySearchItem = {
    siren: row.siren,
    name: row.name,
    sigle: row.sigle,
    legal_form: row.legal_category_code ? { code: row.legal_category_code, label: labels.legal.get(row.legal_category_code) ?? null } : null,
    naf: row.naf_code ? { code: row.naf_code, label: labels.naf.get(row.naf_code) ?? null } : null,
    head_office: row.postcode || row.city || row.department_code ? { postcode: row.postcode, city: row.city, department_code: row.department_code } : null,
    status: row.is_active ? 'active' : 'closed',
    creation_date: row.creation_date,
  };
  if (!hideFinancials) {
    item.financials = row.fiscal_year_end
      ? {
          fiscal_year_end: row.fiscal_year_end,
          confidential: row.financials_confidential === true,
          turnover_cents: row.financials_confidential ? null : row.turnover_cents,
          net_result_cents: row.financials_confidential ? null : row.net_result_cents,
        }
      : null;
  }
  return item;
}

export function presentSuggestion(row: SearchRow): Suggestion {
  return { siren: row.siren, name: row.name, postcode: row.postcode, city: row.city, status: row.is_active ? 'active' : 'closed' };
}
