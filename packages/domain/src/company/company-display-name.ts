import { ND, isDiffusible } from '../non-diffusion/not-diffused';
import { legalFormGroup } from './legal-form-group';

/** The stored fields a company's name is made of (Sirene unité légale). */
export interface CompanyNameFields {
  diffusion_status: string | null;
  legal_category_code: string | null;
  denomination: string | null;
  usual_names: string[] | null;
  last_name: string | null;
  usage_name: string | null;
  first_names: string | null;
}

/**
 * The name a company is shown under: its denomination (else its first usual name); for an
 * individual company (legal-form group `individual`) the person's first first name and usage
 * (else birth) name in capitals, `[ND]` when the unit is not diffusible.
 */
export function companyDisplayName(row: CompanyNameFields): string {
  if (legalFormGroup(row.legal_category_code) === 'individual') {
    if (!isDiffusible(row.diffusion_status)) return ND;
    const lastName = row.usage_name || row.last_name || '';
    return [row.first_names?.split(/\s+/)[0], lastName].filter(Boolean).join(' ').toUpperCase() || ND;
  }
  return row.denomination ?? row.usual_names?.[0] ?? ND;
}
