import type { Pool } from 'pg';
import { isDiffusible, ND, type ComplementaryInformation } from '@registre/domain';
import { presentCompanyIdentity } from './present-company-identity';
import { findCompanyIdentities, findEstablishmentAddresses, type EstablishmentAddressRow } from './queries';
import { streetLine } from './street-line';

function establishmentOf(row: EstablishmentAddressRow, companyDiffusible: boolean): NonNullable<ComplementaryInformation['establishment']> {
  return {
    siret: row.siret,
    address: companyDiffusible && isDiffusible(row.diffusion_status) ? streetLine(row) : ND,
    postcode: row.postcode,
    city: row.city,
    department_code: row.department_code,
    is_head_office: row.is_head_office,
    status: row.administrative_status === 'F' ? 'closed' : 'open',
  };
}

/**
 * Short information for each identifier (9-digit SIREN or 14-digit SIRET, normalised), in the
 * order given. An unknown one answers `found: false` rather than failing the whole list.
 */
export async function complementaryInformations(pool: Pool, ids: readonly string[]): Promise<ComplementaryInformation[]> {
  const sirens = [...new Set(ids.map((id) => id.slice(0, 9)))];
  const sirets = [...new Set(ids.filter((id) => id.length === 14))];
  const [companies, establishments] = await Promise.all([findCompanyIdentities(pool, sirens), findEstablishmentAddresses(pool, sirets)]);
  const companyBySiren = new Map(companies.map((row) => [row.siren, row]));
  const establishmentBySiret = new Map(establishments.map((row) => [row.siret, row]));
  return ids.map((id) => {
    const siren = id.slice(0, 9);
    const row = companyBySiren.get(siren);
    const establishment = id.length === 14 ? establishmentBySiret.get(id) : undefined;
    if (!row || (id.length === 14 && !establishment)) {
      return { id, siren, found: false, name: null, legal_form: null, naf: null, status: null, establishment: null, vat_number: null };
    }
    const identity = presentCompanyIdentity(row);
    const headOffice = identity.head_office
      ? { ...identity.head_office, is_head_office: true, status: row.head_office_status === 'F' ? ('closed' as const) : ('open' as const) }
      : null;
    return {
      id,
      siren,
      found: true,
      name: identity.name,
      legal_form: identity.legal_form,
      naf: identity.naf,
      status: identity.status,
      establishment: establishment ? establishmentOf(establishment, identity.is_diffusible) : headOffice,
      vat_number: identity.vat_number,
    };
  });
}
