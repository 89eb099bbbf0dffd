import { companyPath } from '@registre/domain';
import { describe, expect, inject, it } from 'vitest';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import { FIRST_LOAD_JS_BUDGET_BYTES, measureFirstLoadJs } from '../../../scripts/stack/first-load-js';

const webUrl = inject('webUrl');

/**
 * DESIGN §6: the first-load JavaScript of the home, results, company and payment pages stays within
 * 250 KB gzip each, measured on the build these browser tests run, as bench/first-load-js measures it
 * (the gzip sum of the page's module scripts; the `noModule` polyfill aside). The figures themselves
 * are the bench's (docs/benchmarks.md); this only fails when a page goes over.
 */
describe('first-load JavaScript budget', () => {
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['results', '/resultats?q=boulangerie'],
    ['company', companyPath(EVERY_SECTION.full, EVERY_SECTION.full_name)],
    ['payment', '/paiement-securise'],
    // The publication templates are held to the same budget (issue 36): an article and a glossary term, with the AI helper.
    ['article', '/actualites/fiscalite/facturation-electronique-calendrier-2026-2027'],
    ['glossary term', '/notre-lexique/droit-des-societes/capital-social'],
    // The letter templates (issue 38) are held to the same budget: the catalogue, a form page (its texts written on
    // the server, its order button loaded after the page) and a landing page.
    ['letter catalogue', '/documents'],
    ['letter form', '/documents/lettre-mise-en-demeure'],
    ['letter landing', '/documents/landing/lettre-mise-en-demeure'],
  ];

  it.each(pages)('the %s page loads at most 250 KB gzip of JavaScript first', async (_name, path) => {
    const measured = await measureFirstLoadJs(webUrl, path);
    // React and Next alone weigh about 170 KB: a page measured far below that was not measured at all.
    expect(measured.moduleBytes).toBeGreaterThan(100 * 1024);
    expect(measured.moduleBytes, `${path}: ${(measured.moduleBytes / 1024).toFixed(1)} KB gzip in ${measured.moduleScripts} scripts`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  });
});
