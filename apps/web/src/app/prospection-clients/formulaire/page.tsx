import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AccountProviders } from '@/components/account/account-providers';
import { apiPublicUrl } from '@/lib/api-client/api-public-url';
import { ProspectingTool } from '@/components/prospecting/prospecting-tool';
import { getT } from '@/i18n/get-t';
import { getDepartmentOptions, getRegionOptions } from '@/lib/search/get-filter-options';
import type { RawSearchParams } from '@/lib/search/search-page-params';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

const PATH = '/prospection-clients/formulaire';
const SEARCH_ID = /^[0-9a-f-]{36}$/i;

export function generateMetadata(): Metadata {
  const t = getT('prospecting');
  const [title, description] = [t('seo.formTitle'), t('seo.formDescription')];
  return { title, description, ...pageSeoMetadata({ path: PATH, title, description }) };
}

/** /prospection-clients/formulaire: the prospecting tool; `?recherche=<id>` opens a saved search of the signed-in user. */
export default async function ProspectingFormPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  // Rendered per request: the browser's API address is the running server's configuration.
  await connection();
  const t = getT('prospecting');
  const requested = (await searchParams).recherche;
  const searchId = typeof requested === 'string' && SEARCH_ID.test(requested) ? requested : null;
  const [regions, departments] = await Promise.all([getRegionOptions(), getDepartmentOptions()]);
  return (
    <Container maxWidth="xl" sx={{ py: { xxxs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xxxs: '1.6rem', md: '2.1rem' }, mb: 1 }}>
        {t('form.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xxxs: 3, md: 4 } }}>
        {t('form.intro')}
      </Typography>
      <AccountProviders apiBaseUrl={apiPublicUrl()}>
        <ProspectingTool regions={regions} departments={departments} searchId={searchId} />
      </AccountProviders>
    </Container>
  );
}
