import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { CatalogueSearch } from '@/components/letters/catalogue-search';
import { PageIntro } from '@/components/search/page-intro';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { catalogueGroups, catalogueSearchTexts } from '@/lib/letters/catalogue-view';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

export const dynamic = 'force-static';

export function generateMetadata(): Metadata {
  const t = getT('letters');
  const [title, description] = [t('catalogue.seoTitle'), t('catalogue.seoDescription')];
  return { title, description, ...pageSeoMetadata({ path: '/documents', title, description }) };
}

/** `/documents`: the template catalogue by group, searchable. */
export default function DocumentsPage() {
  const t = getT('letters');
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 6 } }}>
      <PageIntro heading={t('catalogue.heading')} intro={t('catalogue.intro')} />
      <CatalogueSearch groups={catalogueGroups()} texts={catalogueSearchTexts()} />
      <Box component="aside" sx={{ mt: 4, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
          {t('catalogue.b2bTitle')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('catalogue.b2bText')}
        </Typography>
        <AppLink href="/documents-b2b">{t('catalogue.b2bLink')}</AppLink>
      </Box>
    </Container>
  );
}
