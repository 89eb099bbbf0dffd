/**
 * First-load JavaScript of the company page (DESIGN.md §6: ≤ 250 KB gzip).
 *
 *   npx tsx bench/first-load-js/run.ts [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--companies 1500]
 *   npx tsx bench/first-load-js/run.ts --url http://127.0.0.1:3000/entreprises/552081317/danone   (a running site)
 *
 * Without `--url`: builds the site when its sources changed, creates a scratch database on the
 * server of `--admin-url` (migrated, a demo register and the every-section fixture), starts the
 * API and `next start` on free ports, and measures the fixture company's page (every section
 * filled), then drops the database. The figure is the sum, over the page's `<script src>` tags,
 * of each script gzipped (level 9, as a CDN would serve it); the home page is measured too.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { companyPath } from '../../apps/web/src/lib/company/company-path';
import { prepareDatabase } from '../../scripts/stack/prepare-database';
import { startTestStack, type TestStack } from '../../scripts/stack/start-test-stack';
import { ensureWebBuild } from '../../scripts/stack/web-build';
import { EVERY_SECTION, fillEverySection } from '../../test/fixtures/fill-every-section';
import { startTestServer } from '../../test/setup/test-database';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'admin-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    companies: { type: 'string', default: '1500' },
  },
});
const log = (line: string) => console.log(`[bench:first-load-js] ${line}`);
const BUDGET_KB = 250;

interface ScriptSize {
  src: string;
  bytes: number;
  gzip: number;
}

/** Every `<script src>` of the page's HTML, fetched and gzipped. */
export async function firstLoadJs(pageUrl: string): Promise<{ scripts: ScriptSize[]; totalGzip: number; status: number }> {
  const response = await fetch(pageUrl, { redirect: 'follow' });
  const html = await response.text();
  const sources = [...new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')))];
  const scripts = await Promise.all(
    sources.map(async (src) => {
      const body = Buffer.from(await (await fetch(new URL(src, pageUrl))).arrayBuffer());
      return { src, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { scripts, totalGzip: scripts.reduce((sum, script) => sum + script.gzip, 0), status: response.status };
}

async function report(name: string, url: string): Promise<number> {
  const { scripts, totalGzip, status } = await firstLoadJs(url);
  log(`${name} ${url} (HTTP ${status}): ${scripts.length} scripts, ${(totalGzip / 1024).toFixed(1)} KB gzip`);
  for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${script.src}`);
  }
  return totalGzip;
}

async function main(): Promise<void> {
  if (values.url) {
    await report('page', values.url);
    return;
  }
  await ensureWebBuild({ log });
  process.env.DATABASE_URL = values['admin-url'];
  const server = await startTestServer();
  const dataDir = await mkdtemp(join(tmpdir(), 'registre-first-load-'));
  let stack: TestStack | undefined;
  try {
    const url = await server.createDatabase(`registre_first_load_${process.pid}_${Date.now().toString(36)}`);
    log('loading a demo register and the every-section fixture…');
    await prepareDatabase(url, { demoCompanies: Number(values.companies), demoSeed: 7 });
    await fillEverySection(url);
    stack = await startTestStack(url, dataDir);
    const company = await report('company page', `${stack.web.url}${companyPath(EVERY_SECTION.full, EVERY_SECTION.full_name)}`);
    await report('home page', `${stack.web.url}/`);
    log(`company page first-load JS: ${(company / 1024).toFixed(1)} KB gzip, budget ${BUDGET_KB} KB: ${company / 1024 <= BUDGET_KB ? 'met' : 'MISSED'}`);
  } finally {
    await stack?.stop();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
