import { notFound, permanentRedirect } from 'next/navigation';
import { getCompanyIdentity } from '@/lib/api/get-company-identity';
import { companyPath } from '@registre/domain';
import { sirenFromParam } from '@/lib/company/siren-from-param';

/** `/entreprises/{siren}` without the name: 308 to the company's canonical page, 404 for an unknown SIREN. */
export default async function CompanyWithoutName({ params }: { params: Promise<{ siren: string }> }) {
  const siren = sirenFromParam((await params).siren);
  if (siren === null) notFound();
  const company = await getCompanyIdentity(siren);
  if (company === null) notFound();
  permanentRedirect(companyPath(siren, company.name));
}
