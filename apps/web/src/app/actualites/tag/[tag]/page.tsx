import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { CategoryLinks } from '@/components/content/category-links';
import { ContentList } from '@/components/content/content-list';
import { ListPager } from '@/components/content/list-pager';
import { BreadcrumbTrail } from '@/components/indexes/breadcrumb-trail';
import { getT } from '@/i18n/get-t';
import { getContentList, getTaxonomy } from '@/lib/content/content-api';
import { listMetadata, pageNumber } from '@/lib/content/content-metadata';
import { firstParam, type RawSearchParams } from '@/lib/search/search-page-params';

interface TagPageProps {
  params: Promise<{ tag: string }>;
  searchParams: Promise<RawSearchParams>;
}

async function findTag(params: TagPageProps['params']) {
  const { tag } = await params;
  const taxonomy = await getTaxonomy('actualites');
  const current = taxonomy.tags.find((entry) => entry.slug === tag);
  return current ? { current, tags: taxonomy.tags } : null;
}

export async function generateMetadata({ params, searchParams }: TagPageProps): Promise<Metadata> {
  await connection();
  const found = await findTag(params);
  if (!found) return { title: getT('errors')('notFound.seoTitle') };
  const t = getT('content');
  return listMetadata(`/actualites/tag/${found.current.slug}`, t('tagHeading', { name: found.current.name }), t('tagSeoDescription', { name: found.current.name }), pageNumber(firstParam(await searchParams, 'page')), true);
}

/** `/actualites/tag/{tag}`: the blog's articles of one theme. */
export default async function TagPage({ params, searchParams }: TagPageProps) {
  await connection();
  const found = await findTag(params);
  if (!found) notFound();
  const t = getT('content');
  const path = `/actualites/tag/${found.current.slug}`;
  const list = await getContentList('actualites', { tag: found.current.slug, page: pageNumber(firstParam(await searchParams, 'page')) });
  if (!list) notFound();
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      <BreadcrumbTrail crumbs={[{ name: t('sections.actualites.name'), path: '/actualites' }, { name: t('tagHeading', { name: found.current.name }), path }]} />
      <Typography variant="h1" gutterBottom>
        {t('tagHeading', { name: found.current.name })}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('tagIntro', { name: found.current.name })}</Typography>
      <ContentList items={list.data} />
      <ListPager path={path} meta={list.meta} />
      <CategoryLinks heading={t('tags')} basePath="/actualites/tag" entries={found.tags} current={found.current.slug} />
    </Container>
  );
}
