import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { CompanySearchField } from '@/components/search/company-search-field';
import { AppLink } from '@/components/ui/app-link';
import { PageIntro } from '@/components/search/page-intro';
import { getT } from '@/i18n/get-t';
import { RESULTS_PATH, ADVANCED_SEARCH_PATH } from '@/lib/search/search-paths';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

/** General page: rendered again at most every 10 s (PAGE_REVALIDATE_SECONDS, config/revalidate.ts). */
export const revalidate = 10;

export function generateMetadata(): Metadata {
  const t = getT('search');
  const [title, description] = [t('searchPage.seoTitle'), t('searchPage.seoDescription')];
  return { title, description, ...pageSeoMetadata({ path: '/rechercher', title, description }) };
}

/** `/rechercher`: the company search box alone, with a way to the advanced search. */
export default function SearchPage() {
  const t = getT('search');
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <PageIntro heading={t('searchPage.heading')} intro={t('searchPage.intro')} />
      <CompanySearchField action={RESULTS_PATH} carryRememberedChoices />
      <Typography sx={{ mt: 3 }}>
        <AppLink href={ADVANCED_SEARCH_PATH}>{t('searchPage.advancedLink')}</AppLink>
      </Typography>
    </Container>
  );
}
