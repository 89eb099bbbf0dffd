import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ContentSection } from '@registre/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ArticleView } from '@/components/content/article-view';
import { CategoryLinks } from '@/components/content/category-links';
import { ContentList } from '@/components/content/content-list';
import { ListPager } from '@/components/content/list-pager';
import { BreadcrumbTrail } from '@/components/indexes/breadcrumb-trail';
import { JsonLd } from '@/components/seo/json-ld';
import { getT } from '@/i18n/get-t';
import { firstParam, type RawSearchParams } from '@/lib/search/search-page-params';
import { getArticle, getContentList, getTaxonomy } from './content-api';
import { articleMetadata, listMetadata, pageNumber } from './content-metadata';
import { definedTermSetJsonLd } from './content-structured-data';

type ListedSection = Exclude<ContentSection, 'articles'>;

interface RouteProps<P> {
  params: Promise<P>;
  searchParams: Promise<RawSearchParams>;
}

/** Blog and guides: 12 articles a page; the glossary's categories are shown whole. */
const perPageOf = (section: ListedSection) => (section === 'notre-lexique' ? 100 : 12);

/**
 * `/{section}/{category}`: the category's articles (paged), with the section's other categories.
 * Rendered per request (the build does not reach the API); the API's answers are cached by the data cache.
 */
export function categoryRoute(section: ListedSection) {
  async function resolve(params: Promise<{ category: string }>) {
    const { category } = await params;
    const taxonomy = await getTaxonomy(section);
    const current = taxonomy.categories.find((entry) => entry.slug === category);
    return current ? { current, taxonomy } : null;
  }

  async function generateMetadata({ params, searchParams }: RouteProps<{ category: string }>): Promise<Metadata> {
    await connection();
    const resolved = await resolve(params);
    if (!resolved) return { title: getT('errors')('notFound.seoTitle') };
    const t = getT('content');
    const { current } = resolved;
    return listMetadata(`/${section}/${current.slug}`, t('categorySeoTitle', { name: current.name, section: t(`sections.${section}.name`) }), current.description ?? t(`sections.${section}.seoDescription`), pageNumber(firstParam(await searchParams, 'page')), section === 'actualites');
  }

  async function Page({ params, searchParams }: RouteProps<{ category: string }>) {
    await connection();
    const resolved = await resolve(params);
    if (!resolved) notFound();
    const { current, taxonomy } = resolved;
    const t = getT('content');
    const path = `/${section}/${current.slug}`;
    const list = await getContentList(section, { category: current.slug, page: pageNumber(firstParam(await searchParams, 'page')), perPage: perPageOf(section) });
    if (!list) notFound();
    return (
      <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
        {section === 'notre-lexique' ? <JsonLd data={definedTermSetJsonLd(current.name, path, list.data)} /> : null}
        <BreadcrumbTrail crumbs={[{ name: t(`sections.${section}.name`), path: `/${section}` }, { name: current.name, path }]} />
        <Typography variant="h1" gutterBottom>
          {t('categoryHeading', { name: current.name })}
        </Typography>
        {current.description ? <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{current.description}</Typography> : null}
        <CategoryLinks heading={t('categories')} basePath={`/${section}`} entries={taxonomy.categories} current={current.slug} unit={section === 'notre-lexique' ? 'termCount' : 'articleCount'} />
        <ContentList items={list.data} />
        <ListPager path={path} meta={list.meta} />
      </Container>
    );
  }

  return { generateMetadata, Page };
}

/** `/{section}/{category}/{slug}` (and `/{product}/article/{slug}`): one article. */
export function articleRoute(section: ContentSection, categoryOf: (params: Record<string, string>) => string | null = (params) => params['category'] ?? null) {
  async function resolve(params: Promise<Record<string, string>>) {
    const resolved = await params;
    const category = categoryOf(resolved);
    const slug = resolved['slug'];
    return category === null || slug === undefined ? null : getArticle(section, category, slug);
  }

  async function generateMetadata({ params }: { params: Promise<Record<string, string>> }): Promise<Metadata> {
    await connection();
    const article = await resolve(params);
    return article ? articleMetadata(article) : { title: getT('errors')('notFound.seoTitle') };
  }

  async function Page({ params }: { params: Promise<Record<string, string>> }) {
    await connection();
    const article = await resolve(params);
    if (!article) notFound();
    return <ArticleView article={article} />;
  }

  return { generateMetadata, Page };
}
