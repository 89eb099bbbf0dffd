import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { ProductNatureNote } from '@/components/products/product-nature-note';
import { CompanySearchField } from '@/components/search/company-search-field';
import { productResultsPath } from '@/config/product-pages';
import { getT } from '@/i18n/get-t';
import { productPageOf, productStaticParams, type ProductPageParams } from './product-page-params';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

interface ProductLandingProps {
  params: Promise<ProductPageParams>;
}

/** General page: rendered again at most every 10 s (PAGE_REVALIDATE_SECONDS, config/revalidate.ts). */
export const revalidate = 10;

export const dynamicParams = false;
export const generateStaticParams = productStaticParams;

export async function generateMetadata({ params }: ProductLandingProps): Promise<Metadata> {
  const page = await productPageOf(params);
  const t = getT('products');
  const title = t(`pages.${page.slug}.heading`);
  const description = t(`pages.${page.slug}.seoDescription`);
  return { title, description, ...pageSeoMetadata({ path: `/${page.slug}`, title, description }) };
}

/** A product search page (`/extrait-kbis`, `/numero-tva`…): what the document is, and a search for the company. */
export default async function ProductLandingPage({ params }: ProductLandingProps) {
  const page = await productPageOf(params);
  const t = getT('products');
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t(`pages.${page.slug}.heading`)}
      </Typography>
      <Typography sx={{ maxWidth: '70ch' }}>{t(`pages.${page.slug}.explanation`)}</Typography>
      <ProductNatureNote page={page} />
      <CompanySearchField action={productResultsPath(page)} label={t('searchLabel')} />
    </Container>
  );
}
