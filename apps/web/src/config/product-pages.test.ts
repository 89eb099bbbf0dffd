import { DOCUMENT_KINDS } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { COMPANY_SECTION_IDS } from '../lib/company/company-sections';
import products from '../locales/fr/products.json';
import { PRODUCT_PAGES, productDocumentKind } from './product-pages';

describe('product pages', () => {
  it('are the 19 pages of the specification, each with its French texts', () => {
    expect(PRODUCT_PAGES).toHaveLength(19);
    for (const page of PRODUCT_PAGES) expect(Object.keys(products.pages)).toContain(page.slug);
  });
  it('sell the document of the catalogue that carries the same slug', () => {
    for (const page of PRODUCT_PAGES) {
      const kind = productDocumentKind(page);
      if (page.documentKindId === null) {
        expect(DOCUMENT_KINDS.some((entry) => entry.slug === page.slug)).toBe(false);
      } else {
        expect(kind?.slug).toBe(page.slug);
      }
    }
  });
  it('open a section that exists on the company page', () => {
    for (const page of PRODUCT_PAGES) expect(COMPANY_SECTION_IDS, page.slug).toContain(page.sectionAnchor);
  });
});
