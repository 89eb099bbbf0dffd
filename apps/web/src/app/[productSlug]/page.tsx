import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { ProductArticleLinks } from '@/components/content/product-article-links';
import { ProductNatureNote } from '@/components/products/product-nature-note';
import { ProductOrderPanel } from '@/components/products/product-order-panel';
import { CompanySearchField, companySearchBoxLabels } from '@/components/search/company-search-field';
import { productDocumentKind, productResultsPath, type ProductPage } from '@/config/product-pages';
import { getT } from '@/i18n/get-t';
import { productPageOf, productStaticParams, type ProductPageParams } from './product-page-params';
import { isCompanyRecordsSlug } from '@/lib/company-records/company-records-kinds';
import { isFormKind, offersForm } from '@/lib/orders/order-form-spec';
import { orderPriceNoteKey } from '@/lib/orders/orderable-kinds';
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

/**
 * A product search page (`/extrait-kbis`, `/numero-tva`…): what the document is, and a search for
 * the company; where the page sells a document, picking the company among the suggestions offers
 * its order (with the price note) right here.
 */
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
      <ProductSearch page={page} label={t('searchLabel')} />
      <ProductArticleLinks category={page.slug} />
    </Container>
  );
}

/** The order panel of a page that sells a company document, the plain search box otherwise. */
function ProductSearch({ page, label }: { page: ProductPage; label: string }) {
  const kind = productDocumentKind(page);
  if (kind === undefined || kind.subject !== 'company') return <CompanySearchField action={productResultsPath(page)} label={label} />;
  const t = getT(['products', 'documents', 'orders']);
  // Kinds ordered item by item (which act, which trademark…) are ordered from the company's list.
  const needsChoice = isFormKind(kind.id) && !offersForm(kind.id, {});
  return (
    <ProductOrderPanel
      action={productResultsPath(page)}
      searchLabels={companySearchBoxLabels(label)}
      kind={kind.id}
      documentName={t(`pages.${page.slug}.name`)}
      priceNote={t(orderPriceNoteKey(kind.id))}
      choicePath={isCompanyRecordsSlug(page.slug) ? `/${page.slug}` : null}
      needsChoice={needsChoice}
      sectionAnchor={page.sectionAnchor}
    />
  );
}
