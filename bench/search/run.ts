/**
 * Search benchmark on the full-size register (issue 4, DESIGN.md §6).
 *
 *   npx tsx bench/search/run.ts [--database-url postgres://postgres@127.0.0.1:5432/registre_bench]
 *                               [--concurrency 8] [--seconds 30] [--port 4100] [--naive 8]
 *                               [--only company-reads]
 *
 * Needs the register of `bench/import/run.ts` with its company search built
 * (`DATABASE_URL=… npm run data -- index`). Then:
 * 1. starts the API alone (apps/api/src/main.ts, its own process) on that database, rate limit lifted;
 * 2. search mix (bench/search/query-mix.ts) over HTTP, `--concurrency` keep-alive clients for
 *    `--seconds` after a warm-up: p50/p95/p99 by kind of query and overall, throughput;
 * 3. `GET /api/companies/{siren}` on 2,000 SIRENs the same way: reads/s and p95;
 * 4. one client at a time, on a sample of text queries: the API over HTTP, the engine's own SQL
 *    (the search service called in-process: the same statements, no HTTP), and a naive
 *    `ILIKE '%…%'` page + count on `companies` — medians and ratios;
 * 5. writes bench/results/search-<date>.json and prints the tables for docs/benchmarks-log.md.
 * With `--only company-reads`, only step 3 runs (no company_search needed) and its line is printed.
 */
import { parseArgs } from 'node:util';
import type { Pool } from 'pg';
import { createPool } from '@registre/db';
import { companySearchParamsSchema } from '@registre/domain';
import { searchService } from '../../apps/api/src/modules/search';
import { runLoad, summary } from './load';
import { buildQueryMix, scheduleMix } from './query-mix';
import { startBenchApi } from './start-api';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_bench' },
    concurrency: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '30' },
    port: { type: 'string', default: '4100' },
    naive: { type: 'string', default: '8' },
    only: { type: 'string' },
  },
});
const databaseUrl = values['database-url'] as string;
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
const port = Number(values.port);
const naiveCount = Number(values.naive);
const baseUrl = `http://127.0.0.1:${port}`;
const log = (line: string) => console.log(`[bench:search] ${line}`);

const median = (list: number[]) => summary(list).p50;

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

/** `GET /api/companies/{siren}` on 2,000 SIRENs: a warm-up, then `--concurrency` clients for `--seconds`. */
async function companyReads(pool: Pool) {
  log(`company reads: ${concurrency} clients, ${seconds} s`);
  const sirens = (await pool.query<{ siren: string }>('SELECT siren FROM companies TABLESAMPLE SYSTEM (0.05) REPEATABLE (7) LIMIT 2000')).rows;
  const readSchedule = sirens.map((row) => ({ kind: 'company', url: `/api/companies/${row.siren}` }));
  await runLoad(baseUrl, readSchedule, concurrency, Math.min(5, seconds));
  const readRun = await runLoad(baseUrl, readSchedule, concurrency, seconds);
  const reads = summary(readRun.latencies.get('company') ?? []);
  const statuses = Object.fromEntries(readRun.statuses);
  console.log(`company reads: ${Math.round(readRun.perSecond)} req/s, p50 ${reads.p50} ms, p95 ${reads.p95} ms, p99 ${reads.p99} ms; statuses ${JSON.stringify(statuses)}`);
  return { requests: readRun.requests, per_second: Math.round(readRun.perSecond), statuses, ...reads };
}

async function main(): Promise<void> {
  const pool = createPool(databaseUrl, { max: 4 });
  if (values.only !== undefined) {
    if (values.only !== 'company-reads') throw new Error(`--only: unknown part ${values.only} (known: company-reads)`);
    const api = await startBenchApi(databaseUrl, port);
    try {
      await companyReads(pool);
    } finally {
      api.kill('SIGTERM');
      await pool.end();
    }
    return;
  }
  const { rows } = await pool.query<{ companies: number; postings: string }>(
    `SELECT (SELECT count(*)::int FROM company_search) AS companies, (SELECT reltuples::bigint FROM pg_class WHERE relname = 'company_search_terms') AS postings`,
  );
  log(`register: ${rows[0]?.companies} companies in company_search, ~${rows[0]?.postings} postings`);
  const mix = await buildQueryMix(pool);
  const schedule = scheduleMix(mix, 20_000);
  const api = await startBenchApi(databaseUrl, port);
  try {
    log(`warm-up ${Math.min(10, seconds)} s`);
    await runLoad(baseUrl, schedule, concurrency, Math.min(10, seconds));
    log(`search mix: ${concurrency} clients, ${seconds} s`);
    const searchRun = await runLoad(baseUrl, schedule, concurrency, seconds);
    const byKind = Object.fromEntries([...searchRun.latencies].map(([kind, list]) => [kind, summary(list)]));
    const overall = summary([...searchRun.latencies.values()].flat());
    const textKinds = ['frequent word', 'rare name', '2-3 words', 'typo', 'filtered'];
    const byName = summary(textKinds.flatMap((kind) => searchRun.latencies.get(kind) ?? []));

    const companyReadRun = await companyReads(pool);

    log(`one at a time: HTTP vs the engine's SQL vs naive ILIKE on ${naiveCount} queries`);
    const service = searchService(pool);
    const comparison = [];
    const texts = [...(mix.find((e) => e.kind === 'frequent word')?.urls.slice(0, 2) ?? []), ...(mix.find((e) => e.kind === 'rare name')?.urls.slice(0, 3) ?? []), ...(mix.find((e) => e.kind === '2-3 words')?.urls.slice(0, 2) ?? []), ...(mix.find((e) => e.kind === 'typo')?.urls.slice(0, 1) ?? [])].slice(0, naiveCount);
    for (const url of texts) {
      const text = new URL(url, baseUrl).searchParams.get('q') ?? '';
      const params = companySearchParamsSchema.parse({ q: text });
      const overHttp: number[] = [];
      const engine: number[] = [];
      for (let i = 0; i < 5; i++) {
        overHttp.push(await timed(() => fetch(`${baseUrl}${url}`).then((r) => r.text())));
        engine.push(await timed(() => service.searchCompanies(params, false)));
      }
      const http = median(overHttp);
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const client = await pool.connect();
      let naive: number;
      try {
        await client.query(`SET statement_timeout = '120s'`);
        naive = await timed(async () => {
          await client.query('SELECT siren, denomination FROM companies WHERE denomination ILIKE $1 ORDER BY siren LIMIT 20', [pattern]);
          await client.query('SELECT count(*) FROM companies WHERE denomination ILIKE $1', [pattern]);
        });
      } finally {
        await client.query('RESET statement_timeout').catch(() => {});
        client.release();
      }
      const row = { query: text, http_ms: Math.round(http * 10) / 10, engine_sql_ms: Math.round(median(engine) * 10) / 10, naive_ilike_ms: Math.round(naive) };
      log(JSON.stringify(row));
      comparison.push(row);
    }

    const result = {
      date: new Date().toISOString(),
      database: databaseUrl.replace(/\/\/[^@]*@/, '//'),
      companies: rows[0]?.companies,
      concurrency,
      seconds,
      search: { requests: searchRun.requests, per_second: Math.round(searchRun.perSecond), statuses: Object.fromEntries(searchRun.statuses), overall, by_name: byName, by_kind: byKind },
      company_reads: companyReadRun,
      comparison,
    };
    const file = await writeBenchResult('search', result);

    console.log('\n| kind | requests | p50 ms | p95 ms | p99 ms |\n|---|---:|---:|---:|---:|');
    for (const [kind, s] of Object.entries(byKind)) console.log(`| ${kind} | ${s.count} | ${s.p50} | ${s.p95} | ${s.p99} |`);
    console.log(`| **text queries (by name)** | ${byName.count} | ${byName.p50} | ${byName.p95} | ${byName.p99} |`);
    console.log(`| **all** | ${overall.count} | ${overall.p50} | ${overall.p95} | ${overall.p99} |`);
    console.log(`\nsearch throughput: ${Math.round(searchRun.perSecond)} req/s; statuses ${JSON.stringify(result.search.statuses)}`);
    console.log('\n| query | HTTP ms | engine SQL ms | naive ILIKE ms | naive ÷ engine |\n|---|---:|---:|---:|---:|');
    for (const row of comparison) console.log(`| ${row.query} | ${row.http_ms} | ${row.engine_sql_ms} | ${row.naive_ilike_ms} | ${Math.round(row.naive_ilike_ms / Math.max(0.1, row.engine_sql_ms))} |`);
    log(`results written to ${file}`);
  } finally {
    api.kill('SIGTERM');
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
