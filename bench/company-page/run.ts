/**
 * Time to first byte of company pages, uncached (issue 7, DESIGN.md §6: TTFB p95 ≤ 100 ms).
 *
 *   npx tsx bench/company-page/run.ts [--database-url postgres://postgres@127.0.0.1:5432/registre_bench]
 *                                     [--pages 2000] [--concurrency 2,8] [--seconds 120]
 *
 * Uses the site's last production build (apps/web/.next; builds it when older than its sources).
 * 1. draws `--pages` distinct diffusible companies at random from the database (TABLESAMPLE), and
 *    builds their canonical page URLs with the site's own rules (companyDisplayName, companyPath);
 * 2. starts the API on that database and the built site against it, on free ports;
 * 3. for each concurrency, requests each page once (so every page is rendered and every API read
 *    made, nothing served from Next's caches), with keep-alive clients, and records the time to
 *    first byte and to the end of the body; each concurrency gets its own set of companies;
 * 4. prints p50/p95/p99 and pages/s, and writes bench/results/company-page-<date>.json.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { findFreePort } from '../../scripts/stack/ports';
import { startWeb } from '../../scripts/stack/start-web';
import { ensureWebBuild } from '../../scripts/stack/web-build';
import { runLoad, summary } from '../search/load';
import { startBenchApi } from '../search/start-api';
import { writeBenchResult } from '../write-result';
import { samplePaths } from './sample-paths';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_bench' },
    pages: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '2,8' },
    seconds: { type: 'string', default: '120' },
  },
});
const databaseUrl = values['database-url'] as string;
const pages = Number(values.pages);
const concurrencies = (values.concurrency as string).split(',').map(Number);
const seconds = Number(values.seconds);
const log = (line: string) => console.log(`[bench:company-page] ${line}`);

async function main(): Promise<void> {
  log(`machine: ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  await ensureWebBuild({ log });
  const paths = await samplePaths(databaseUrl, pages * concurrencies.length);
  log(`${paths.length} company pages drawn from ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);

  const apiPort = await findFreePort();
  const api = await startBenchApi(databaseUrl, apiPort);
  const web = await startWeb({ port: await findFreePort(), apiUrl: `http://127.0.0.1:${apiPort}`, quiet: true });
  const results = [];
  try {
    for (const [index, concurrency] of concurrencies.entries()) {
      const schedule = paths.slice(index * pages, (index + 1) * pages).map((url) => ({ kind: 'company-page', url }));
      const run = await runLoad(web.url, schedule, concurrency, seconds, { once: true });
      const ttfb = summary(run.firstByte.get('company-page') ?? []);
      const total = summary(run.latencies.get('company-page') ?? []);
      const statuses = Object.fromEntries(run.statuses);
      results.push({ concurrency, pagesPerSecond: Number(run.perSecond.toFixed(1)), ttfb, total, statuses, loadAverage: loadavg() });
      log(
        `concurrency ${concurrency}: ${run.requests} pages in ${run.seconds.toFixed(1)} s (${run.perSecond.toFixed(1)}/s), ` +
          `TTFB p50 ${ttfb.p50} ms p95 ${ttfb.p95} ms p99 ${ttfb.p99} ms; whole page p95 ${total.p95} ms; statuses ${JSON.stringify(statuses)}`,
      );
    }
  } finally {
    await web.stop();
    api.kill();
  }

  const file = await writeBenchResult('company-page', { database: databaseUrl.replace(/\/\/[^@]*@/, '//'), pages, results });
  log(`results written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
