import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { CategoryLinks } from '@/components/content/category-links';
import { ContentList } from '@/components/content/content-list';
import { ContentSearchForm } from '@/components/content/content-search-form';
import { ListPager } from '@/components/content/list-pager';
import { PageIntro } from '@/components/search/page-intro';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { getContentList, getTaxonomy } from '@/lib/content/content-api';
import { BLOG_FEED_PATH, listMetadata, pageNumber } from '@/lib/content/content-metadata';
import { firstParam, type RawSearchParams } from '@/lib/search/search-page-params';

interface BlogHomeProps {
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ searchParams }: BlogHomeProps): Promise<Metadata> {
  const t = getT('content');
  return listMetadata('/actualites', t('sections.actualites.seoTitle'), t('sections.actualites.seoDescription'), pageNumber(firstParam(await searchParams, 'page')), true);
}

/** `/actualites`: the latest articles (paged), the categories and themes, the search box and the feed. */
export default async function BlogHomePage({ searchParams }: BlogHomeProps) {
  await connection();
  const t = getT('content');
  const [list, taxonomy] = await Promise.all([getContentList('actualites', { page: pageNumber(firstParam(await searchParams, 'page')) }), getTaxonomy('actualites')]);
  if (!list) notFound();
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      <PageIntro heading={t('sections.actualites.heading')} intro={t('sections.actualites.intro')} />
      <ContentSearchForm section="actualites" />
      <CategoryLinks heading={t('categories')} basePath="/actualites" entries={taxonomy.categories} />
      <CategoryLinks heading={t('tags')} basePath="/actualites/tag" entries={taxonomy.tags} />
      <ContentList items={list.data} />
      <ListPager path="/actualites" meta={list.meta} />
      <Typography sx={{ mt: 4 }}>
        <AppLink href={BLOG_FEED_PATH} prefetch={false}>
          {t('feed.link')}
        </AppLink>
      </Typography>
    </Container>
  );
}
