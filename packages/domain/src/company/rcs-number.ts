import { formatCompanyId } from '../company-id/format-company-id';

/**
 * The RCS registration as printed on a Kbis and in the BODACC: `RCS Paris 552 081 317`
 * (the registry city, then the SIREN grouped by three with ordinary spaces). Without a known
 * registry city only `RCS 552 081 317`.
 */
export function rcsNumber(siren: string, registryCity: string | null | undefined): string {
  const city = registryCity?.trim();
  const number = formatCompanyId(siren, ' ');
  return city ? `RCS ${city} ${number}` : `RCS ${number}`;
}
