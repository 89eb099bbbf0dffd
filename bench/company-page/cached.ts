/**
 * Company pages served from the full-route cache (issue 42: ≥ 200 pages/s, p95 ≤ 100 ms at 8 clients
 * on the 2-core machine), and the first render of each (its TTFB, DESIGN.md §6: p95 ≤ 100 ms).
 *
 *   npx tsx bench/company-page/cached.ts [--database-url postgres://postgres@127.0.0.1:5432/registre_bench]
 *                                        [--pages 100] [--concurrency 8] [--seconds 20] [--gzip]
 *
 * Uses the site's last production build (apps/web/.next; builds it when older than its sources).
 * 1. draws `--pages` distinct diffusible companies at random and starts the API and the built site;
 * 2. requests each page once, one at a time: its first render (an ISR miss, or a hit when a
 *    previous run of the same build already cached it: the run says how many were misses);
 * 3. then `--concurrency` keep-alive clients request those pages in turn for `--seconds`, each
 *    answer checked to come from the cache (`x-nextjs-cache: HIT`) with a cacheable Cache-Control;
 * 4. prints pages/s, latency and TTFB percentiles, writes bench/results/company-page-cached-<date>.json.
 *
 * `--gzip`: the clients ask `Accept-Encoding: gzip` as browsers do, and the site compresses each answer
 * (Next's own compression: it does not keep compressed pages); without it, the HTML goes as it is.
 */
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { findFreePort } from '../../scripts/stack/ports';
import { startWeb } from '../../scripts/stack/start-web';
import { ensureWebBuild } from '../../scripts/stack/web-build';
import { summary } from '../search/load';
import { startBenchApi } from '../search/start-api';
import { writeBenchResult } from '../write-result';
import { samplePaths } from './sample-paths';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_bench' },
    pages: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '20' },
    gzip: { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'] as string;
const pages = Number(values.pages);
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
const requestHeaders: Record<string, string> = values.gzip ? { 'accept-encoding': 'gzip' } : {};
const log = (line: string) => console.log(`[bench:company-page-cached] ${line}`);

interface Answer {
  status: number;
  cache: string;
  cacheControl: string;
  bytes: number;
  firstByteMs: number;
  totalMs: number;
}

function get(agent: http.Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const request = http.get(url, { agent, headers: requestHeaders }, (response) => {
      const firstByteMs = performance.now() - t0;
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cache: String(response.headers['x-nextjs-cache'] ?? ''),
          cacheControl: String(response.headers['cache-control'] ?? ''),
          bytes,
          firstByteMs,
          totalMs: performance.now() - t0,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const count = (answers: Answer[], key: (answer: Answer) => string) => {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[key(answer)] = (counts[key(answer)] ?? 0) + 1;
  return counts;
};

async function main(): Promise<void> {
  log(`machine: ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  await ensureWebBuild({ log });
  const paths = await samplePaths(databaseUrl, pages);
  log(`${paths.length} company pages drawn from ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);

  const apiPort = await findFreePort();
  const api = await startBenchApi(databaseUrl, apiPort);
  const web = await startWeb({ port: await findFreePort(), apiUrl: `http://127.0.0.1:${apiPort}`, quiet: true });
  try {
    // First visits, one at a time: each page rendered (the API read and the render) and stored.
    const warmAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first: Answer[] = [];
    for (const path of paths) first.push(await get(warmAgent, `${web.url}${path}`));
    warmAgent.destroy();
    const misses = first.filter((answer) => answer.cache === 'MISS');
    const firstRender = summary(misses.map((answer) => answer.firstByteMs));
    log(`first visits: ${JSON.stringify(count(first, (answer) => `${answer.status} ${answer.cache}`))}; first render (misses) TTFB p50 ${firstRender.p50} ms p95 ${firstRender.p95} ms`);

    // The cached pages under load.
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const answers: Answer[] = [];
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    let cursor = 0;
    let errors = 0;
    const client = async () => {
      while (performance.now() < until) {
        // A keep-alive socket the server closed answers ECONNRESET: counted, and the client goes on.
        const answer = await get(agent, `${web.url}${paths[cursor++ % paths.length]}`).catch(() => null);
        if (answer === null) errors += 1;
        else answers.push(answer);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, client));
    const elapsed = (performance.now() - started) / 1000;
    agent.destroy();
    const latency = summary(answers.map((answer) => answer.totalMs));
    const ttfb = summary(answers.map((answer) => answer.firstByteMs));
    const pagesPerSecond = Number((answers.length / elapsed).toFixed(1));
    const bytes = Math.round(answers.reduce((sum, answer) => sum + answer.bytes, 0) / Math.max(1, answers.length));
    const caches = count(answers, (answer) => `${answer.status} ${answer.cache}`);
    const cacheControls = count(answers, (answer) => answer.cacheControl);
    log(
      `concurrency ${concurrency}${values.gzip ? ' (gzip)' : ''}: ${answers.length} pages in ${elapsed.toFixed(1)} s (${pagesPerSecond}/s), latency p50 ${latency.p50} ms p95 ${latency.p95} ms ` +
        `p99 ${latency.p99} ms, TTFB p95 ${ttfb.p95} ms, ${bytes} bytes each; ${JSON.stringify(caches)}, ${errors} connection errors; Cache-Control ${JSON.stringify(cacheControls)}`,
    );
    log(`load average after: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
    const file = await writeBenchResult('company-page-cached', {
      database: databaseUrl.replace(/\/\/[^@]*@/, '//'),
      pages: paths.length,
      firstVisits: { statuses: count(first, (answer) => `${answer.status} ${answer.cache}`), firstRenderTtfb: firstRender },
      cached: { concurrency, gzip: values.gzip === true, seconds: elapsed, pagesPerSecond, latency, ttfb, bytes, statuses: caches, errors, cacheControls },
      loadAverage: loadavg(),
    });
    log(`results written to ${file}`);
  } finally {
    await web.stop();
    api.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
