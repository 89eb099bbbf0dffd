import { companyDisplayName, isDiffusible, type DirectorCompanyRoles, type DirectorRole } from '@registre/domain';
import type { CompanyRoleRow } from './queries';

function companyName(row: CompanyRoleRow): string {
  return companyDisplayName({ ...row, last_name: row.company_last_name, usage_name: row.company_usage_name, first_names: row.company_first_names });
}

function presentRole(row: CompanyRoleRow): DirectorRole {
  return { code: row.role_code, label: row.role_label, start_date: row.start_date, end_date: row.end_date, is_current: row.is_current };
}

/**
 * Groups a person's mandate rows (ordered by company) into companies with their roles.
 * `keep` picks the roles to show (all, current or ended); a company left with none is left out.
 */
export function presentCompanyRoles(rows: CompanyRoleRow[], keep: (row: CompanyRoleRow) => boolean = () => true): DirectorCompanyRoles[] {
  const bySiren = new Map<string, DirectorCompanyRoles>();
  for (const row of rows) {
    if (!keep(row)) continue;
    let entry = bySiren.get(row.siren);
    if (!entry) {
      const diffusible = isDiffusible(row.diffusion_status);
      entry = {
        company: {
          siren: row.siren,
          name: companyName(row),
          is_diffusible: diffusible,
          status: row.administrative_status === 'C' ? 'closed' : 'active',
          legal_form: row.legal_category_code ? { code: row.legal_category_code, label: row.legal_category_label } : null,
          naf: row.naf_code ? { code: row.naf_code, label: row.naf_label } : null,
          postcode: row.postcode,
          city: row.city,
          department_code: row.department_code,
        },
        roles: [],
      };
      bySiren.set(row.siren, entry);
    }
    entry.roles.push(presentRole(row));
  }
  return [...bySiren.values()];
}
