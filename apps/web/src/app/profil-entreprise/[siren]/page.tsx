import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { companyPath, formatCompanyId } from '@registre/domain';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ClaimPanel } from '@/components/company-claims/claim-panel';
import { VisibleBreadcrumbs } from '@/components/company-records/visible-breadcrumbs';
import { contactEmail } from '@/config/contact';
import { getT } from '@/i18n/get-t';
import { getCompanyIdentity } from '@/lib/api/get-company-identity';
import { apiPublicUrl } from '@/lib/api-client/api-public-url';
import { CLAIM_LANDING_PATH, claimPath } from '@/lib/company-claims/claim-paths';
import { sirenFromParam } from '@/lib/company/siren-from-param';
import { firstParam, type RawSearchParams } from '@/lib/search/search-page-params';
import { NOINDEX_ROBOTS } from '@/lib/seo/seo-rules';

interface ClaimPageProps {
  params: Promise<{ siren: string }>;
  searchParams: Promise<RawSearchParams>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[\w-]{43}$/;

export async function generateMetadata({ params }: ClaimPageProps): Promise<Metadata> {
  const siren = sirenFromParam((await params).siren);
  const company = siren ? await getCompanyIdentity(siren) : null;
  const t = getT('claims');
  return { title: company ? t('seo.claimTitle', { name: company.name }) : t('seo.title'), robots: NOINDEX_ROBOTS };
}

/** /profil-entreprise/{siren}: claim the company's page, prove the link, then edit what the company says. */
export default async function ClaimPage({ params, searchParams }: ClaimPageProps) {
  const { siren: sirenParam } = await params;
  const siren = sirenFromParam(sirenParam);
  if (siren === null) notFound();
  if (siren !== sirenParam) permanentRedirect(claimPath(siren));
  const company = await getCompanyIdentity(siren);
  if (company === null) notFound();
  const query = await searchParams;
  const claimId = firstParam(query, 'demande');
  const token = firstParam(query, 'jeton');
  const t = getT('claims');
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <VisibleBreadcrumbs
        crumbs={[
          { name: getT('breadcrumbs')('home'), path: '/' },
          { name: t('landing.title'), path: CLAIM_LANDING_PATH },
          { name: company.name, path: claimPath(siren) },
        ]}
      />
      <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('claim.title', { name: company.name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('claim.sirenLine', { siren: formatCompanyId(siren) })}
      </Typography>
      <ClaimPanel
        siren={siren}
        companyName={company.name}
        companyPath={companyPath(siren, company.name)}
        contactEmail={contactEmail}
        apiBaseUrl={apiPublicUrl()}
        confirmation={UUID.test(claimId) && TOKEN.test(token) ? { claimId, token } : null}
      />
    </Container>
  );
}
