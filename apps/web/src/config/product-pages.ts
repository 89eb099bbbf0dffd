import { findDocumentKind, type DocumentKind } from '@registre/domain';
import type productTexts from '@/locales/fr/products.json';

/** The service families of /services and of the header's services menu. */
export const SERVICE_TYPES = ['official-document', 'finance', 'legal', 'intellectual-property', 'research'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/**
 * A product search page: a landing page that explains a document and searches the company to get
 * it for. `/{slug}` and `/{slug}/resultats`; results open `sectionAnchor` on the company page.
 */
/** A product page's slug: its texts live under `products:pages.{slug}`. */
export type ProductSlug = keyof typeof productTexts.pages;

export interface ProductPage {
  slug: ProductSlug;
  /** Document kind sold on this page (catalogue of packages/domain); null for a free lookup. */
  documentKindId: string | null;
  /** Id of the company page section that shows or orders the document. */
  sectionAnchor: string;
  serviceType: ServiceType;
}

/** The 19 product search pages of the specification (§1), in its order. */
export const PRODUCT_PAGES: readonly ProductPage[] = [
  { slug: 'extrait-kbis', documentKindId: 'kbis', sectionAnchor: 'documents-officiels', serviceType: 'official-document' },
  { slug: 'numero-eori', documentKindId: 'eori-numbers', sectionAnchor: 'identite', serviceType: 'legal' },
  { slug: 'numero-tva', documentKindId: 'vat-numbers', sectionAnchor: 'identite', serviceType: 'legal' },
  { slug: 'situation-sirene', documentKindId: 'sirene-situations', sectionAnchor: 'documents-officiels', serviceType: 'official-document' },
  { slug: 'diagnostic-nota-pme', documentKindId: 'financial-diagnostics', sectionAnchor: 'diagnostic-financier', serviceType: 'finance' },
  { slug: 'numero-siren-siret', documentKindId: null, sectionAnchor: 'identite', serviceType: 'research' },
  { slug: 'comptes-annuels', documentKindId: 'balance-sheets', sectionAnchor: 'bilans', serviceType: 'finance' },
  { slug: 'liste-etablissements', documentKindId: 'establishments-list', sectionAnchor: 'etablissements', serviceType: 'research' },
  { slug: 'annonces-bodacc', documentKindId: 'commercial-advertisements', sectionAnchor: 'annonces', serviceType: 'legal' },
  { slug: 'marques', documentKindId: 'brands', sectionAnchor: 'marques', serviceType: 'intellectual-property' },
  { slug: 'brevets', documentKindId: 'patents', sectionAnchor: 'brevets', serviceType: 'intellectual-property' },
  { slug: 'actes-et-statuts', documentKindId: 'acts', sectionAnchor: 'actes', serviceType: 'official-document' },
  { slug: 'liste-procedures-collectives', documentKindId: 'insolvency-proceeding-list', sectionAnchor: 'procedures-collectives', serviceType: 'legal' },
  { slug: 'extrait-ps', documentKindId: 'ps-extracts', sectionAnchor: 'documents-officiels', serviceType: 'research' },
  { slug: 'diagnostic-afdcc', documentKindId: 'afdcc-diagnostics', sectionAnchor: 'diagnostic-financier', serviceType: 'finance' },
  { slug: 'cotation-banque-de-france', documentKindId: 'bank-of-france-quotations', sectionAnchor: 'score', serviceType: 'finance' },
  { slug: 'code-ape', documentKindId: 'ape-codes', sectionAnchor: 'identite', serviceType: 'legal' },
  { slug: 'numero-rcs', documentKindId: 'rcs-numbers', sectionAnchor: 'identite', serviceType: 'legal' },
  { slug: 'pole-score', documentKindId: 'pole-score-grades', sectionAnchor: 'score', serviceType: 'finance' },
];

const BY_SLUG = new Map<string, ProductPage>(PRODUCT_PAGES.map((page) => [page.slug, page]));

export function findProductPage(slug: string): ProductPage | undefined {
  return BY_SLUG.get(slug);
}

/** The catalogue entry of a product page's document, when it sells one. */
export function productDocumentKind(page: ProductPage): DocumentKind | undefined {
  return page.documentKindId === null ? undefined : findDocumentKind(page.documentKindId);
}

export const productResultsPath = (page: ProductPage) => `/${page.slug}/resultats`;
