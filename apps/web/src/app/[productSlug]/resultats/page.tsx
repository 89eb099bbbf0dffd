import Container from '@mui/material/Container';
import { ProductArticleLinks } from '@/components/content/product-article-links';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { CompanyResults } from '@/components/search/company-results';
import { CompanySearchField } from '@/components/search/company-search-field';
import { productResultsPath } from '@/config/product-pages';
import { getT } from '@/i18n/get-t';
import { readCompanySearchState, type RawSearchParams } from '@/lib/search/search-page-params';
import { productPageOf, type ProductPageParams } from '../product-page-params';
import { NOINDEX_FOLLOW_ROBOTS } from '@/lib/seo/seo-rules';

interface ProductResultsProps {
  params: Promise<ProductPageParams>;
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ params }: ProductResultsProps): Promise<Metadata> {
  const page = await productPageOf(params);
  return { title: getT('products')('resultsHeadingNoQuery', { product: getT('products')(`pages.${page.slug}.name`) }), robots: NOINDEX_FOLLOW_ROBOTS };
}

/** A product page's results (rendered per request; an unknown slug is a 404): each company links to the matching section of its page. */
export default async function ProductResultsPage({ params, searchParams }: ProductResultsProps) {
  const page = await productPageOf(params);
  const state = readCompanySearchState(await searchParams);
  const t = getT('products');
  const product = t(`pages.${page.slug}.name`);
  const basePath = productResultsPath(page);
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {state.q ? t('resultsHeading', { product, q: state.q }) : t('resultsHeadingNoQuery', { product })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('resultsIntro')}</Typography>
      <CompanySearchField action={basePath} defaultValue={state.q} label={t('newSearch')} />
      <Container disableGutters sx={{ mt: 3 }}>
        <CompanyResults state={{ q: state.q, page: state.page, perPage: state.perPage, filters: {} }} basePath={basePath} sectionAnchor={page.sectionAnchor} />
      </Container>
      <ProductArticleLinks category={page.slug} />
    </Container>
  );
}
