/**
 * First-load JavaScript of the site's pages (DESIGN §6: a company page ≤ 250 KB gzip).
 *
 *   npx tsx bench/first-load-js/run.ts [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--companies 1500]
 *
 * Builds nothing: it measures the last production build in apps/web/.next (and warns when the
 * site's sources are newer). Starts the API and `next start` on a scratch database as the browser
 * tests do, fetches each page's HTML and adds up the gzip size (level 9) of every `<script src>`
 * it names: what `next build` printed as First Load JS before Turbopack.
 */
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startBenchSite } from '../../scripts/stack/start-bench-site';
import { isWebBuildFresh } from '../../scripts/stack/web-build';

const { values } = parseArgs({
  options: {
    'admin-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    companies: { type: 'string', default: '1500' },
  },
});
const log = (line: string) => console.log(`[bench:first-load-js] ${line}`);

/** The `src` of every script element of an HTML page, in order, each once. */
function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
  return [...new Set(sources)];
}

async function gzipSize(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

async function main(): Promise<void> {
  if (!(await isWebBuildFresh())) log('WARNING: apps/web/.next is missing or older than the site sources; the figures are those of the last build');
  const site = await startBenchSite(values['admin-url'] as string, Number(values.companies), 'first_load_js', log);
  try {
    const { web } = site.stack;
    const pages: Array<[string, string]> = [
      ['home', '/'],
      ['company', site.companyPath],
      ['results', '/resultats?q=boulangerie'],
      ['kbis', '/extrait-kbis'],
      ['login', '/login'],
    ];
    for (const [page, path] of pages) {
      const response = await fetch(`${web.url}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const sources = scriptSources(await response.text());
      const sizes = await Promise.all(sources.map((src) => gzipSize(new URL(src, web.url).toString())));
      const total = sizes.reduce((sum, size) => sum + size, 0);
      log(`${page.padEnd(8)} ${(total / 1024).toFixed(1).padStart(6)} KB gzip in ${sources.length} scripts  ${path}`);
    }
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
