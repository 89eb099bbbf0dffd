import { findProductPage } from '@/config/product-pages';

/** The product slugs that also have a per-company page: `/{slug}/{siren}`, the full list of one kind. */
export const COMPANY_LIST_SLUGS = ['comptes-annuels', 'liste-etablissements', 'annonces-bodacc', 'marques', 'brevets', 'actes-et-statuts'] as const;

export type CompanyRecordsSlug = (typeof COMPANY_LIST_SLUGS)[number];

/** Entries per page of every per-company list. */
export const COMPANY_LIST_PER_PAGE = 20;

export function isCompanyRecordsSlug(slug: string): slug is CompanyRecordsSlug {
  return (COMPANY_LIST_SLUGS as readonly string[]).includes(slug);
}

/** The company page section a list belongs to (the product page's anchor). */
export function companyRecordsSectionAnchor(slug: CompanyRecordsSlug): string {
  const page = findProductPage(slug);
  if (page === undefined) throw new Error(`no product page for ${slug}`);
  return page.sectionAnchor;
}
