import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { CategoryLinks } from '@/components/content/category-links';
import { ContentList } from '@/components/content/content-list';
import { ListPager } from '@/components/content/list-pager';
import { PageIntro } from '@/components/search/page-intro';
import { getT } from '@/i18n/get-t';
import { getContentList, getTaxonomy } from '@/lib/content/content-api';
import { listMetadata, pageNumber } from '@/lib/content/content-metadata';
import { firstParam, type RawSearchParams } from '@/lib/search/search-page-params';

interface GuidesHomeProps {
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ searchParams }: GuidesHomeProps): Promise<Metadata> {
  const t = getT('content');
  return listMetadata('/nos-dossiers', t('sections.nos-dossiers.seoTitle'), t('sections.nos-dossiers.seoDescription'), pageNumber(firstParam(await searchParams, 'page')));
}

/** `/nos-dossiers`: the guides by category, the latest first. */
export default async function GuidesHomePage({ searchParams }: GuidesHomeProps) {
  await connection();
  const t = getT('content');
  const [list, taxonomy] = await Promise.all([getContentList('nos-dossiers', { page: pageNumber(firstParam(await searchParams, 'page')) }), getTaxonomy('nos-dossiers')]);
  if (!list) notFound();
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      <PageIntro heading={t('sections.nos-dossiers.heading')} intro={t('sections.nos-dossiers.intro')} />
      <CategoryLinks heading={t('categories')} basePath="/nos-dossiers" entries={taxonomy.categories} />
      <ContentList items={list.data} />
      <ListPager path="/nos-dossiers" meta={list.meta} />
    </Container>
  );
}
