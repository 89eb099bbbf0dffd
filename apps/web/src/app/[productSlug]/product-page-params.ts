import { notFound } from 'next/navigation';
import { findProductPage, PRODUCT_PAGES, type ProductPage } from '@/config/product-pages';

export interface ProductPageParams {
  productSlug: string;
}

/** Only the configured product pages exist (the pages set `dynamicParams = false`): any other first segment is a 404. */
export function productStaticParams(): ProductPageParams[] {
  return PRODUCT_PAGES.map((page) => ({ productSlug: page.slug }));
}

/** The product page of a route's slug, or the not-found page. */
export async function productPageOf(params: Promise<ProductPageParams>): Promise<ProductPage> {
  const page = findProductPage((await params).productSlug);
  if (page === undefined) notFound();
  return page;
}
