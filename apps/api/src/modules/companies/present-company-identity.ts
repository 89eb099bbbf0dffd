import { companyDisplayName, isDiffusible, ND, vatNumberFromSiren, type CompanyIdentity } from '@registre/domain';
import type { CompanyIdentityRow } from './queries';
import { streetLine } from './street-line';

/**
 * Shapes a stored company into the public identity contract. Non-diffusible
 * units (statut de diffusion P or N) keep their legal identity but their
 * personal data (a sole trader's name, the street address) is shown as [ND].
 */
export function presentCompanyIdentity(row: CompanyIdentityRow): CompanyIdentity {
  const diffusible = isDiffusible(row.diffusion_status);
  return {
    siren: row.siren,
    name: companyDisplayName(row),
    sigle: row.sigle,
    is_diffusible: diffusible,
    legal_form: row.legal_category_code ? { code: row.legal_category_code, label: row.legal_category_label } : null,
    naf: row.naf_code ? { code: row.naf_code, label: row.naf_label } : null,
    creation_date: row.creation_date,
    status: row.administrative_status === 'C' ? 'closed' : 'active',
    closure_date: row.administrative_status === 'C' ? row.closure_date : null,
    head_office: row.head_office_siret
      ? {
          siret: row.head_office_siret,
          address: diffusible ? streetLine(row) : ND,
          postcode: row.postcode,
          city: row.city,
          department_code: row.department_code,
        }
      : null,
    vat_number: vatNumberFromSiren(row.siren),
  };
}
