import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { CompanyIdentityList } from '@/components/company/company-identity-list';
import { CompanyStatusChip } from '@/components/company/company-status-chip';
import { JsonLd } from '@/components/seo/json-ld';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { getCompanyIdentity } from '@/lib/api/get-company-identity';
import { companyPath } from '@/lib/company/company-path';
import { companySeoDescription } from '@/lib/company/company-seo-description';
import { sirenFromParam } from '@/lib/company/siren-from-param';
import { companyBreadcrumbJsonLd } from '@/lib/seo/company-breadcrumb';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

interface CompanyPageParams {
  siren: string;
  companyName: string;
}

interface CompanyPageProps {
  params: Promise<CompanyPageParams>;
}

/** Any SIREN may be asked for: pages are rendered on demand, none at build time. */
export const dynamicParams = true;

export async function generateMetadata({ params }: CompanyPageProps): Promise<Metadata> {
  // No notFound() here: thrown from metadata it would replace the server-rendered 404 page by
  // an empty error shell. The page throws it; the not-found page then brings its own metadata.
  // Nor a fetch for a URL the page is about to redirect (see below).
  const sirenParam = (await params).siren;
  const siren = sirenFromParam(sirenParam);
  const company = siren === null || siren !== sirenParam ? null : await getCompanyIdentity(siren);
  if (company === null) return { title: getT('errors')('notFound.seoTitle') };
  const t = getT('company');
  const title = t('seo.title', { name: company.name, siren: company.siren });
  const description = companySeoDescription(company, t);
  return { title, description, ...pageSeoMetadata({ path: companyPath(company.siren, company.name), title, description }) };
}

export default async function CompanyPage({ params }: CompanyPageProps) {
  const { siren: sirenParam, companyName } = await params;
  const siren = sirenFromParam(sirenParam);
  if (siren === null) notFound();
  // `552 081 317` or `5` reach the same company: send them to the 9-digit URL.
  if (siren !== sirenParam) permanentRedirect(companyPath(siren, companyName));

  const company = await getCompanyIdentity(siren);
  if (company === null) notFound();

  const t = getT('company');
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 6 } }}>
      <JsonLd data={companyBreadcrumbJsonLd(company.name, companyPath(siren, company.name))} />
      <Stack
        direction={{ xxxs: 'column', sm: 'row' }}
        spacing={{ xxxs: 1, sm: 2 }}
        sx={{ mb: 3, alignItems: { xxxs: 'flex-start', sm: 'center' } }}
      >
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          <TextValue value={company.name} />
        </Typography>
        <CompanyStatusChip company={company} />
      </Stack>

      <Paper component="section" variant="outlined" aria-labelledby="identite" sx={{ p: { xxxs: 2, sm: 3 } }}>
        <Typography id="identite" variant="h2" sx={{ mb: 2 }}>
          {t('identity.heading')}
        </Typography>
        <CompanyIdentityList company={company} />
        {company.is_diffusible ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('nonDiffusibleNote')}
          </Typography>
        )}
      </Paper>
    </Container>
  );
}
