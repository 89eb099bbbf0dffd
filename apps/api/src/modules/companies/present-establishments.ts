import { isDiffusible, ND, type CompanyEstablishment } from '@registre/domain';
import type { EstablishmentRow } from './establishments-queries';
import { streetLine } from './street-line';

/**
 * An establishment. A non-diffusible one (statut de diffusion P), or any establishment of a
 * non-diffusible company, shows `[ND]` for its street line.
 */
export function presentEstablishment(row: EstablishmentRow, companyDiffusible: boolean): CompanyEstablishment {
  const signs = (row.signs ?? []).filter((sign) => sign.trim() !== '');
  return {
    siret: row.siret,
    nic: row.nic,
    is_head_office: row.is_head_office,
    status: row.administrative_status === 'F' ? 'closed' : 'open',
    creation_date: row.creation_date,
    closure_date: row.administrative_status === 'F' ? row.closure_date : null,
    name: row.usual_name ?? signs[0] ?? null,
    signs,
    naf: row.naf_code ? { code: row.naf_code, label: row.naf_label } : null,
    headcount: row.headcount_band ? { band: { code: row.headcount_band, label: row.headcount_band_label }, year: row.headcount_year } : null,
    address: companyDiffusible && isDiffusible(row.diffusion_status) ? streetLine(row) : ND,
    postcode: row.postcode,
    city: row.city ?? row.foreign_city,
    department_code: row.department_code,
    country: row.country_label,
  };
}
