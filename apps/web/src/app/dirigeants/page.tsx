import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ProductArticleLinks } from '@/components/content/product-article-links';
import { DIRECTORS_ARTICLES } from '@/lib/content/content-cta';
import Typography from '@mui/material/Typography';
import { companyPath, directorPagePath } from '@registre/domain';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { DirectorSearchForm } from '@/components/directors/director-search-form';
import { TitledSection } from '@/components/search/titled-section';
import { AppLink } from '@/components/ui/app-link';
import { TextValue } from '@/components/ui/text-value';
import { PageIntro } from '@/components/search/page-intro';
import { getT } from '@/i18n/get-t';
import { getFeaturedDirectors } from '@/lib/search/get-featured';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

export function generateMetadata(): Metadata {
  const t = getT('director-search');
  const [title, description] = [t('seoTitle'), t('seoDescription')];
  return { title, description, ...pageSeoMetadata({ path: '/dirigeants', title, description }) };
}

/** Initials of a shown name: "JEAN-PAUL ROY" → "JR". */
function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * `/dirigeants`: the director search and ten business leaders named by configuration. Rendered per
 * request: the leaders come from the API (cached an hour), which the build does not reach.
 */
export default async function DirectorSearchPage() {
  await connection();
  const t = getT('director-search');
  const directors = await getFeaturedDirectors();
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 6 } }}>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <DirectorSearchForm />
      {directors.length > 0 ? (
        <Box sx={{ mt: 6 }}>
          <TitledSection id="featured-directors" heading={t('featured.heading')}>
          <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: { xxxs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2, listStyle: 'none', p: 0, m: 0 }}>
            {directors.map((director) => {
              const company = director.mandates.current[0]?.company ?? director.mandates.past[0]?.company;
              return (
                <Box component="li" key={director.id} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                  <Box aria-hidden="true" sx={{ flexShrink: 0, width: 40, height: 40, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700 }}>
                    {initials(director.name)}
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <AppLink href={directorPagePath(director.id, director.slug)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {director.name}
                    </AppLink>
                    {company ? (
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        <AppLink href={companyPath(company.siren, company.name)} color="text.secondary">
                          <TextValue value={company.name} />
                        </AppLink>
                      </Typography>
                    ) : null}
                  </Box>
                </Box>
              );
            })}
          </Box>
          </TitledSection>
        </Box>
      ) : null}
      <ProductArticleLinks category={DIRECTORS_ARTICLES} />
    </Container>
  );
}
