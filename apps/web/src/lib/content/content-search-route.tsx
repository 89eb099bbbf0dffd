import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContentList } from '@/components/content/content-list';
import { ContentSearchForm } from '@/components/content/content-search-form';
import { ListPager } from '@/components/content/list-pager';
import { BreadcrumbTrail } from '@/components/indexes/breadcrumb-trail';
import { getT } from '@/i18n/get-t';
import { firstParam, type RawSearchParams } from '@/lib/search/search-page-params';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { NOINDEX_FOLLOW_ROBOTS } from '@/lib/seo/seo-rules';
import { searchContent } from './content-api';
import { pageNumber } from './content-metadata';

type SearchableSection = 'actualites' | 'notre-lexique';

/** `/{section}/recherche?q=`: full-text search of the blog or the glossary (accents and typos forgiven). */
export function contentSearchRoute(section: SearchableSection) {
  const path = `/${section}/recherche`;

  function generateMetadata(): Metadata {
    const t = getT('content');
    const title = t(`search.${section}.heading`);
    return { title, description: t('search.seoDescription'), ...pageSeoMetadata({ path, title }), robots: NOINDEX_FOLLOW_ROBOTS };
  }

  async function Page({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
    await connection();
    const t = getT(['content', 'errors']);
    const params = await searchParams;
    const query = firstParam(params, 'q').slice(0, 200);
    const page = pageNumber(firstParam(params, 'page'));
    const result = query.length >= 2 ? await searchContent(section, query, page) : null;
    return (
      <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
        <BreadcrumbTrail crumbs={[{ name: t(`sections.${section}.name`), path: `/${section}` }, { name: t(`search.${section}.heading`), path }]} />
        <Typography variant="h1" gutterBottom>
          {t(`search.${section}.heading`)}
        </Typography>
        <ContentSearchForm section={section} query={query} />
        {result === null ? <Typography>{t('search.prompt')}</Typography> : null}
        {result?.kind === 'invalid' ? <Typography role="alert">{t(result.messageKey as ParseKeys<['content', 'errors']>)}</Typography> : null}
        {result?.kind === 'ok' ? (
          <>
            <Typography component="p" role="status" sx={{ mb: 2, fontWeight: 700 }}>
              {result.data.meta.total === 0 ? t('search.none', { query }) : t('search.results', { count: result.data.meta.total, query })}
            </Typography>
            {result.data.data.length > 0 ? <ContentList items={result.data.data} /> : null}
            <ListPager path={path} meta={result.data.meta} query={{ q: query }} />
          </>
        ) : null}
      </Container>
    );
  }

  return { generateMetadata, Page };
}
