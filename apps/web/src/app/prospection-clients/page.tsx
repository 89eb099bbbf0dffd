import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { getT } from '@/i18n/get-t';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { absoluteUrl, siteOrigin } from '@/lib/seo/site-origin';
import { breadcrumbListJsonLd } from '@/lib/seo/structured-data';
import prospecting from '@/locales/fr/prospecting.json';

const PATH = '/prospection-clients';

export function generateMetadata(): Metadata {
  const t = getT('prospecting');
  const [title, description] = [t('seo.landingTitle'), t('seo.landingDescription')];
  return { title, description, ...pageSeoMetadata({ path: PATH, title, description }) };
}

function Section({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Box component="section">
      <Typography variant="h2" sx={{ fontSize: { xxxs: '1.3rem', md: '1.5rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
        {items.map((item) => (
          <li key={item}>
            <Typography>{item}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** /prospection-clients: what the prospecting tool does, on which data, and the ways in (the form, the dashboard). */
export default function ProspectingLandingPage() {
  const t = getT('prospecting');
  const origin = siteOrigin();
  const service = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: t('landing.title'),
    description: t('seo.landingDescription'),
    url: absoluteUrl(PATH, origin),
    areaServed: 'FR',
    inLanguage: 'fr-FR',
  };
  const crumbs = breadcrumbListJsonLd([
    { name: getT('breadcrumbs')('home'), path: '/' },
    { name: t('landing.title'), path: PATH },
  ]);
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <JsonLd data={[service, crumbs]} />
      <Stack spacing={4}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xxxs: '1.8rem', md: '2.4rem' }, mb: 2 }}>
            {t('landing.title')}
          </Typography>
          <Typography sx={{ fontSize: '1.1rem' }}>{t('landing.lead')}</Typography>
        </Box>
        <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={2}>
          <Button href={`${PATH}/formulaire`} variant="contained" size="large">
            {t('landing.start')}
          </Button>
          <Button href={`${PATH}/dashboard`} variant="outlined" size="large">
            {t('landing.dashboard')}
          </Button>
        </Stack>
        <Section title={t('landing.criteriaTitle')} items={prospecting.landing.criteria} />
        <Section title={t('landing.howTitle')} items={prospecting.landing.how} />
        <Box component="section">
          <Typography variant="h2" sx={{ fontSize: { xxxs: '1.3rem', md: '1.5rem' }, mb: 1.5 }}>
            {t('landing.privacyTitle')}
          </Typography>
          <Typography>{t('landing.privacy')}</Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('landing.sources')}
        </Typography>
      </Stack>
    </Container>
  );
}
