import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { ClaimSearchForm } from '@/components/company-claims/claim-search-form';
import { VisibleBreadcrumbs } from '@/components/company-records/visible-breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { getT } from '@/i18n/get-t';
import { CLAIM_LANDING_PATH } from '@/lib/company-claims/claim-paths';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { breadcrumbListJsonLd, type Crumb } from '@/lib/seo/structured-data';

export function generateMetadata(): Metadata {
  const t = getT('claims');
  const title = t('seo.title');
  const description = t('seo.description');
  return { title, description, ...pageSeoMetadata({ path: CLAIM_LANDING_PATH, title, description }) };
}

/** /profil-entreprise: what claiming a company's page means, how to prove the link, and the search to start. */
export default function ClaimLandingPage() {
  const t = getT('claims');
  const crumbs: Crumb[] = [
    { name: getT('breadcrumbs')('home'), path: '/' },
    { name: t('landing.title'), path: CLAIM_LANDING_PATH },
  ];
  const list = (keys: readonly string[]) => (
    <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
      {keys.map((key) => (
        <li key={key}>
          <Typography>{t(key as 'landing.step1')}</Typography>
        </li>
      ))}
    </Box>
  );
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <JsonLd data={breadcrumbListJsonLd(crumbs)} />
      <VisibleBreadcrumbs crumbs={crumbs} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('landing.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('landing.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xxxs: 2, sm: 3 }, mb: 4 }}>
        <ClaimSearchForm />
      </Paper>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('landing.stepsTitle')}
      </Typography>
      {list(['landing.step1', 'landing.step2', 'landing.step3'])}
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        {t('landing.rulesTitle')}
      </Typography>
      {list(['landing.rule1', 'landing.rule2', 'landing.rule3'])}
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        {t('landing.addressTitle')}
      </Typography>
      <Typography>{t('landing.addressText')}</Typography>
    </Container>
  );
}
