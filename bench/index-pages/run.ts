/**
 * Index pages: is the deepest page of a listing as fast as the first? (issue 7: "keyset
 * pagination so the deepest page is as fast as the first").
 *
 *   npx tsx bench/index-pages/run.ts [--database-url postgres://postgres@127.0.0.1:5432/registre_bench]
 *                                    [--scopes 60] [--concurrency 2]
 *
 * Uses the site's last production build (apps/web/.next; builds it when older than its sources).
 * 1. takes the `--scopes` largest listings of each index — companies of a department
 *    (`/index-entreprises/departement/{d}`), directors of a department
 *    (`/index-dirigeants/departement/{d}`) — and computes the keyset position of each one's last
 *    page from the database, as the API encodes it;
 * 2. starts the API and the built site against the database on free ports;
 * 3. after a warm-up on the hub pages, requests, once each and interleaved, the first page of half the scopes and the last page of the
 *    other half (every page rendered and read from the API once: nothing comes from Next's caches),
 *    and records the time to first byte of each;
 * 4. prints p50/p95 by kind and the depth reached, and writes bench/results/index-pages-<date>.json.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { departmentIndexPath, COMPANY_INDEX, DIRECTOR_INDEX, withCursor } from '../../apps/web/src/lib/indexes/index-paths';
import { findFreePort } from '../../scripts/stack/ports';
import { startWeb } from '../../scripts/stack/start-web';
import { ensureWebBuild } from '../../scripts/stack/web-build';
import { runLoad, summary } from '../search/load';
import { startBenchApi } from '../search/start-api';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_bench' },
    scopes: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '2' },
  },
});
const databaseUrl = values['database-url'] as string;
const scopeCount = Number(values.scopes);
const concurrency = Number(values.concurrency);
/** The site's page size (apps/web/src/lib/indexes/index-api.ts). */
const PAGE_SIZE = 50;
const log = (line: string) => console.log(`[bench:index-pages] ${line}`);

interface Page {
  kind: string;
  url: string;
  page: number;
}

/** Index of the first row of the last page of `count` rows. */
const lastPageStart = (count: number) => Math.floor((count - 1) / PAGE_SIZE) * PAGE_SIZE;

async function companyPages(client: pg.Client): Promise<Page[]> {
  const { rows: scopes } = await client.query<{ department: string; companies: number }>(
    `SELECT department_code AS department, companies FROM company_listing_counts
      WHERE department_code <> '' AND naf_code = '' ORDER BY companies DESC LIMIT $1`,
    [scopeCount],
  );
  const pages: Page[] = [];
  for (const [rank, scope] of scopes.entries()) {
    const path = departmentIndexPath(COMPANY_INDEX, scope.department);
    if (rank % 2 === 0) {
      pages.push({ kind: 'companies-first', url: path, page: 1 });
      continue;
    }
    const start = lastPageStart(scope.companies);
    // The row before the last page: the API's cursor is base64url("naf_code|siren") of it.
    const { rows } = await client.query<{ naf_code: string; siren: string }>(
      `SELECT naf_code, siren FROM company_search WHERE department_code = $1 AND naf_code IS NOT NULL
        ORDER BY naf_code, siren OFFSET $2 LIMIT 1`,
      [scope.department, Math.max(0, start - 1)],
    );
    const row = rows[0];
    if (row && start > 0) pages.push({ kind: 'companies-last', url: withCursor(path, Buffer.from(`${row.naf_code}|${row.siren}`).toString('base64url')), page: start / PAGE_SIZE + 1 });
  }
  return pages;
}

async function directorPages(client: pg.Client): Promise<Page[]> {
  const { rows: scopes } = await client.query<{ scope: string; persons: number }>(
    `SELECT scope, count(*)::int AS persons FROM director_index_entries WHERE scope LIKE 'department:%'
      GROUP BY scope ORDER BY persons DESC LIMIT $1`,
    [scopeCount],
  );
  const pages: Page[] = [];
  for (const [rank, scope] of scopes.entries()) {
    const path = departmentIndexPath(DIRECTOR_INDEX, scope.scope.slice('department:'.length));
    if (rank % 2 === 0) {
      pages.push({ kind: 'directors-first', url: path, page: 1 });
      continue;
    }
    const start = lastPageStart(scope.persons);
    // The API's cursor is base64url(JSON [sort_name, person_id]) of the row before the page.
    const { rows } = await client.query<{ sort_name: string; person_id: number }>(
      `SELECT sort_name, person_id::int AS person_id FROM director_index_entries WHERE scope = $1
        ORDER BY sort_name, person_id OFFSET $2 LIMIT 1`,
      [scope.scope, Math.max(0, start - 1)],
    );
    const row = rows[0];
    if (row && start > 0) pages.push({ kind: 'directors-last', url: withCursor(path, Buffer.from(JSON.stringify([row.sort_name, row.person_id])).toString('base64url')), page: start / PAGE_SIZE + 1 });
  }
  return pages;
}

/** Alternates the lists' entries: first and last pages are requested side by side. */
function interleave<T>(...lists: T[][]): T[] {
  const length = Math.max(...lists.map((list) => list.length));
  const mixed: T[] = [];
  for (let index = 0; index < length; index++) for (const list of lists) if (index < list.length) mixed.push(list[index]!);
  return mixed;
}

async function main(): Promise<void> {
  log(`machine: ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  await ensureWebBuild({ log });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let pages: Page[];
  try {
    const [companies, directors] = [await companyPages(client), await directorPages(client)];
    pages = interleave(
      companies.filter((page) => page.kind === 'companies-first'),
      companies.filter((page) => page.kind === 'companies-last'),
      directors.filter((page) => page.kind === 'directors-first'),
      directors.filter((page) => page.kind === 'directors-last'),
    );
  } finally {
    await client.end();
  }
  const depth = (kind: string) => {
    const numbers = pages.filter((page) => page.kind === kind).map((page) => page.page);
    return { pages: numbers.length, deepest: Math.max(...numbers), median: [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] };
  };
  log(`companies: last pages ${JSON.stringify(depth('companies-last'))}; directors: last pages ${JSON.stringify(depth('directors-last'))}`);

  const apiPort = await findFreePort();
  const api = await startBenchApi(databaseUrl, apiPort);
  const web = await startWeb({ port: await findFreePort(), apiUrl: `http://127.0.0.1:${apiPort}`, quiet: true });
  let results;
  try {
    // Warm-up: the servers' first renders (code loading, JIT) and the nomenclature reads every page
    // shares (departments, APE labels), on pages that are not measured.
    const warmUp = ['/index-entreprises/secteur', '/index-entreprises/departement', '/index-dirigeants/secteur', '/index-dirigeants/departement'];
    await runLoad(web.url, [...warmUp, ...warmUp].map((url) => ({ kind: 'warm-up', url })), concurrency, 120, { once: true });
    const run = await runLoad(web.url, pages, concurrency, 600, { once: true });
    const statuses = Object.fromEntries(run.statuses);
    results = Object.fromEntries(['companies-first', 'companies-last', 'directors-first', 'directors-last'].map((kind) => [kind, { ttfb: summary(run.firstByte.get(kind) ?? []), ...(kind.endsWith('last') ? { depth: depth(kind) } : {}) }]));
    for (const [kind, result] of Object.entries(results)) log(`${kind}: TTFB p50 ${result.ttfb.p50} ms, p95 ${result.ttfb.p95} ms (${result.ttfb.count} pages)`);
    log(`statuses ${JSON.stringify(statuses)}, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
    results = { concurrency, statuses, byKind: results };
  } finally {
    await web.stop();
    api.kill();
  }

  const file = await writeBenchResult('index-pages', { database: databaseUrl.replace(/\/\/[^@]*@/, '//'), scopes: scopeCount, results });
  log(`results written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
