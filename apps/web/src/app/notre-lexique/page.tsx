import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CategoryLinks } from '@/components/content/category-links';
import { ContentSearchForm } from '@/components/content/content-search-form';
import { PageIntro } from '@/components/search/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { AppLink } from '@/components/ui/app-link';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { getT } from '@/i18n/get-t';
import { getGlossaryIndex, getTaxonomy } from '@/lib/content/content-api';
import { listMetadata } from '@/lib/content/content-metadata';
import { definedTermSetJsonLd } from '@/lib/content/content-structured-data';

export function generateMetadata(): Metadata {
  const t = getT('content');
  return listMetadata('/notre-lexique', t('sections.notre-lexique.seoTitle'), t('sections.notre-lexique.seoDescription'));
}

/** `/notre-lexique`: the search box, the categories and every term from A to Z. */
export default async function GlossaryHomePage() {
  await connection();
  const t = getT('content');
  const [letters, taxonomy] = await Promise.all([getGlossaryIndex(), getTaxonomy('notre-lexique')]);
  const terms = letters.flatMap((group) => group.terms);
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      <JsonLd data={definedTermSetJsonLd(t('sections.notre-lexique.heading'), '/notre-lexique', terms)} />
      <PageIntro heading={t('sections.notre-lexique.heading')} intro={t('sections.notre-lexique.intro')} />
      <ContentSearchForm section="notre-lexique" />
      <CategoryLinks heading={t('categories')} basePath="/notre-lexique" entries={taxonomy.categories} unit="termCount" />
      <Typography component="h2" sx={{ fontSize: '1.4rem', fontWeight: 700, mb: 1.5 }}>
        {t('glossary.azIndex')}
      </Typography>
      <Box component="nav" aria-label={t('glossary.letterNav')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 3 }}>
        {letters.map((group) => (
          <Box component="a" key={group.letter} href={`#lettre-${group.letter}`} sx={{ minWidth: 44, minHeight: 44, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', border: 1, borderColor: 'divider', borderRadius: 1, fontWeight: 700, color: 'primary.main', textDecoration: 'none' }}>
            {group.letter}
          </Box>
        ))}
      </Box>
      {letters.map((group) => (
        <Box component="section" key={group.letter} aria-labelledby={`lettre-${group.letter}`} sx={{ mb: 3 }}>
          <Typography id={`lettre-${group.letter}`} component="h3" sx={{ fontSize: '1.3rem', fontWeight: 700, borderBottom: 1, borderColor: 'divider', mb: 1, scrollMarginTop: '5rem' }}>
            <span aria-hidden="true">{group.letter}</span>
            <VisuallyHidden>{t('glossary.letter', { letter: group.letter })}</VisuallyHidden>
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, columns: { xxxs: 1, sm: 2, md: 3 }, columnGap: 4 }}>
            {group.terms.map((term) => (
              <Box component="li" key={term.path} sx={{ breakInside: 'avoid', py: 0.5 }}>
                <AppLink href={term.path} prefetch={false}>
                  {term.term ?? term.title}
                </AppLink>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Container>
  );
}
