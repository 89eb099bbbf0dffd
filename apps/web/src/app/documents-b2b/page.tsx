import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageIntro } from '@/components/search/page-intro';
import { AppLink } from '@/components/ui/app-link';
import { contactEmail } from '@/config/contact';
import { getT } from '@/i18n/get-t';
import { apiPublicUrl } from '@/lib/api-client/api-public-url';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

export function generateMetadata(): Metadata {
  const t = getT('letters');
  const [title, description] = [t('b2b.seoTitle'), t('b2b.seoDescription')];
  return { title, description, ...pageSeoMetadata({ path: '/documents-b2b', title, description }) };
}

const BLOCKS = ['volumes', 'formats', 'api'] as const;

/** `/documents-b2b`: what a business gets (volumes, formats, the API) and how to ask. */
export default async function DocumentsB2bPage() {
  // The API documentation's address is the API's public one, read at request time.
  await connection();
  const t = getT('letters');
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <PageIntro heading={t('b2b.heading')} intro={t('b2b.intro')} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xxxs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2, mb: 4 }}>
        {BLOCKS.map((block) => (
          <Box component="section" key={block} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
              {t(`b2b.${block}Title`)}
            </Typography>
            <Typography variant="body2">{t(`b2b.${block}Text`)}</Typography>
            {block === 'api' ? (
              <AppLink href={`${apiPublicUrl()}/api/docs`} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
                {t('b2b.apiLink')}
              </AppLink>
            ) : null}
          </Box>
        ))}
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {t('b2b.askTitle')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('b2b.askText')}</Typography>
      <Typography sx={{ mb: 3 }}>
        <AppLink href={`mailto:${contactEmail}?subject=${encodeURIComponent(t('b2b.heading'))}`}>
          {t('b2b.askEmail')} : {contactEmail}
        </AppLink>
      </Typography>
      <AppLink href="/documents">{t('b2b.catalogueLink')}</AppLink>
    </Container>
  );
}
