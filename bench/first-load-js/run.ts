/**
 * First-load JavaScript of the site's pages (DESIGN §6: home, results, company and payment pages ≤ 250 KB gzip each;
 * the publication templates, issue 36, and the letter catalogue, a letter's form page and its landing page, issue 38,
 * held to the same budget).
 *
 *   npx tsx bench/first-load-js/run.ts [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--companies 1500]
 *   (BENCH_DATABASE_PREFIX=<name> names its scratch database <name>_first_load_js_…; default registre)
 *
 * Builds nothing: it measures the last production build in apps/web/.next (and warns when the
 * site's sources are newer). Starts the API and `next start` on a scratch database as the browser
 * tests do, fetches each page's HTML and adds up the gzip size (level 9) of every module
 * `<script src>` it names (scripts/stack/first-load-js.ts): what `next build` printed as First Load
 * JS before Turbopack. The `noModule` polyfill, which module browsers never run, is reported beside.
 * The browser tests hold the same pages to the budget (apps/web/e2e/first-load-budget.test.ts).
 */
import { parseArgs } from 'node:util';
import { FIRST_LOAD_JS_BUDGET_BYTES, measureFirstLoadJs } from '../../scripts/stack/first-load-js';
import { startBenchSite } from '../../scripts/stack/start-bench-site';
import { isWebBuildFresh } from '../../scripts/stack/web-build';

const { values } = parseArgs({
  options: {
    'admin-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    companies: { type: 'string', default: '1500' },
  },
});
const log = (line: string) => console.log(`[bench:first-load-js] ${line}`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The first director page the company page links to. */
async function directorPath(siteUrl: string, companyPath: string): Promise<string> {
  const html = await (await fetch(`${siteUrl}${companyPath}`)).text();
  const path = /href="(\/dirigeants\/\d+\/[^"]+)"/.exec(html)?.[1];
  if (!path) throw new Error(`${companyPath} links to no director page`);
  return path;
}

async function main(): Promise<void> {
  if (!(await isWebBuildFresh())) log('WARNING: apps/web/.next is missing or older than the site sources; the figures are those of the last build');
  const site = await startBenchSite(values['admin-url'] as string, Number(values.companies), 'first_load_js', log);
  try {
    const { web } = site.stack;
    const pages: Array<[string, string, boolean]> = [
      ['home', '/', true],
      ['results', '/resultats?q=boulangerie', true],
      ['company', site.companyPath, true],
      ['director', await directorPath(web.url, site.companyPath), false],
      ['payment', '/paiement-securise', true],
      ['kbis', '/extrait-kbis', false],
      ['login', '/login', false],
      // One page of each publication template (issues 36 and 37), held to the same budget.
      ['blog', '/actualites', true],
      ['article', '/actualites/fiscalite/facturation-electronique-calendrier-2026-2027', true],
      ['lexicon', '/notre-lexique', true],
      ['term', '/notre-lexique/droit-des-societes/capital-social', true],
      ['guide', '/nos-dossiers/creer/choisir-sa-forme-juridique', true],
      ['product-article', '/extrait-kbis/article/extrait-kbis-definition-et-lecture', true],
      ['expert', '/experts/claire-lemoine', true],
      ['creation', '/creation-entreprise/sas', true],
      // The letter templates (issue 38): the catalogue, one form page with its live preview, one landing page.
      ['letters', '/documents', true],
      ['letter', '/documents/lettre-mise-en-demeure', true],
      ['landing', '/documents/landing/lettre-mise-en-demeure', true],
    ];
    for (const [page, path, budgeted] of pages) {
      const measured = await measureFirstLoadJs(web.url, path);
      const verdict = budgeted ? (measured.moduleBytes <= FIRST_LOAD_JS_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET') : 'no budget';
      log(
        `${page.padEnd(15)} ${kb(measured.moduleBytes).padStart(6)} KB gzip in ${measured.moduleScripts} module scripts (+ ${kb(measured.noModuleBytes)} KB noModule polyfill)  ${verdict}  ${path}`,
      );
    }
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
