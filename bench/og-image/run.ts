/**
 * Open Graph images of company pages (issue 7): what they cost the page and what they cost to draw.
 *
 *   npx tsx bench/og-image/run.ts --database-url postgres://postgres@127.0.0.1:5432/<a demo register>
 *                                 [--companies 20] [--use-last-build]
 *
 * Uses the site's production build (builds it when older than its sources, unless --use-last-build).
 * 1. draws `--companies` diffusible companies (the first one also gives the page measured);
 * 2. starts the API on that database and `next start` against it, on free ports;
 * 3. first-load JS of a company page: the gzip sum (zlib, level 9) of its `<script src>` files;
 * 4. the page's TTFB for each company (first request: rendered, nothing from Next's caches), then,
 *    when the page names an `og:image`, each image's first request (drawn: time to the whole PNG)
 *    and a second one (served from the cache);
 * 5. prints medians and the p95, and the `og:image` found.
 */
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { companyDisplayName } from '@registre/domain';
import { companyPath } from '@registre/domain';
import { findFreePort } from '../../scripts/stack/ports';
import { startWeb } from '../../scripts/stack/start-web';
import { ensureWebBuild } from '../../scripts/stack/web-build';
import { startBenchApi } from '../search/start-api';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    companies: { type: 'string', default: '20' },
    'use-last-build': { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url is required');
const count = Number(values.companies);
const log = (line: string) => console.log(`[bench:og-image] ${line}`);

async function companyPaths(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<Parameters<typeof companyDisplayName>[0] & { siren: string }>(
      `SELECT siren, legal_category_code, diffusion_status, denomination, usual_names, first_names, last_name, usage_name
         FROM companies WHERE diffusion_status = 'O' ORDER BY md5(siren) LIMIT $1`,
      [count],
    );
    return rows.map((row) => companyPath(row.siren, companyDisplayName(row)));
  } finally {
    await client.end();
  }
}

/** Milliseconds to the first byte and to the end of the body of one GET. */
async function timed(url: string): Promise<{ status: number; firstByte: number; total: number; body: Buffer }> {
  const start = performance.now();
  const response = await fetch(url);
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let firstByte = performance.now() - start;
  let first = true;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    if (first) firstByte = performance.now() - start;
    first = false;
    chunks.push(value);
  }
  return { status: response.status, firstByte, total: performance.now() - start, body: Buffer.concat(chunks) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.95) - 1)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function firstLoadJs(base: string, html: string): Promise<number> {
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  let total = 0;
  for (const source of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(source.replaceAll('&amp;', '&'), base))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

async function main(): Promise<void> {
  if (!values['use-last-build']) await ensureWebBuild({ log });
  const paths = await companyPaths();
  const apiPort = await findFreePort();
  const api = await startBenchApi(databaseUrl as string, apiPort);
  const web = await startWeb({ port: await findFreePort(), apiUrl: `http://127.0.0.1:${apiPort}`, quiet: true });
  try {
    const ttfb: number[] = [];
    const drawn: number[] = [];
    const cached: number[] = [];
    let js = 0;
    let ogImage: string | null = null;
    for (const [index, path] of paths.entries()) {
      const page = await timed(`${web.url}${path}`);
      if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
      ttfb.push(page.firstByte);
      const html = page.body.toString('utf8');
      if (index === 0) js = await firstLoadJs(web.url, html);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
      if (image === undefined) continue;
      ogImage ??= image;
      const url = new URL(image);
      const first = await timed(`${web.url}${url.pathname}${url.search}`);
      if (first.status !== 200) throw new Error(`${url.pathname} answered ${first.status}`);
      drawn.push(first.total);
      cached.push((await timed(`${web.url}${url.pathname}${url.search}`)).total);
    }
    log(`${paths.length} company pages; first-load JS ${(js / 1024).toFixed(1)} KB gzip (${js} bytes)`);
    log(`page TTFB (first request): median ${ms(median(ttfb))}, p95 ${ms(p95(ttfb))}`);
    if (ogImage === null) log('no og:image on the pages');
    else {
      log(`og:image ${ogImage}`);
      log(`image, first request (drawn): median ${ms(median(drawn))}, p95 ${ms(p95(drawn))}, max ${ms(Math.max(...drawn))}`);
      log(`image, second request (cache): median ${ms(median(cached))}, p95 ${ms(p95(cached))}`);
    }
  } finally {
    await web.stop();
    api.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
