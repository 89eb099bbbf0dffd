/**
 * Searches through a full rebuild of the company search (issue 41).
 *
 *   npx tsx bench/search/through-rebuild.ts [--database-url postgres://postgres@127.0.0.1:5432/registre_bench]
 *                                           [--concurrency 2] [--idle-seconds 60] [--port 4100] [--in-process]
 *
 * Needs a register with its company search built (`bench/import/run.ts`, or `npm run data -- generate` then
 * `import sirene-ul` / `import sirene-etab`). Then:
 * 1. starts the API alone (its own process, the configured statement time-out: 5 s by default), rate limit lifted; with
 *    `--in-process`, only the search routes in this process (the API's routes and error handler on a pool with the
 *    API's default 5 s statement time-out), for a machine so loaded that the API's start (content sync) times out;
 * 2. the search mix of `bench/search/run.ts` at `--concurrency` clients for `--idle-seconds` after a warm-up: the
 *    idle figures;
 * 3. the same mix while `rebuildCompanySearch` runs in this process (a full rebuild, swap included), until it ends:
 *    answers by status (budget: every one 200), p50/p95/p99/max against the idle run's (budget: p95 ≤ 2 × idle);
 * 4. writes bench/results/search-rebuild-<date>.json and prints the lines for docs/benchmarks.md.
 */
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createPool } from '@registre/db';
import { rebuildCompanySearch } from '@registre/open-data';
import { runLoad, summary, type LoadResult } from './load';
import { buildQueryMix, scheduleMix } from './query-mix';
import { errorHandler, notFoundHandler } from '../../apps/api/src/errors/error-handler';
import { searchRoutes, searchService } from '../../apps/api/src/modules/search';
import { startBenchApi } from './start-api';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_bench' },
    concurrency: { type: 'string', default: '2' },
    'idle-seconds': { type: 'string', default: '60' },
    port: { type: 'string', default: '4100' },
    'in-process': { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'] as string;
const concurrency = Number(values.concurrency);
const idleSeconds = Number(values['idle-seconds']);
const port = Number(values.port);
const baseUrl = `http://127.0.0.1:${port}`;
const log = (line: string) => console.log(`[bench:search-rebuild ${new Date().toISOString().slice(11, 19)}] ${line}`);

function figures(run: LoadResult) {
  const all = [...run.latencies.values()].flat();
  return {
    requests: run.requests,
    seconds: Math.round(run.seconds),
    statuses: Object.fromEntries(run.statuses),
    ...summary(all),
    max: Math.round(Math.max(...all)),
    by_kind: Object.fromEntries([...run.latencies].map(([kind, list]) => [kind, summary(list)])),
  };
}

/** The search routes alone in this process, on a pool with the API's default statement time-out; resolves to their stop. */
async function startSearchRoutes(): Promise<() => Promise<void>> {
  const pool = createPool(databaseUrl, { max: 10, statementTimeoutMs: 5000 });
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  await app.register(searchRoutes(searchService(pool), pool, { rateLimitPerMinute: 10_000_000 }));
  await app.listen({ port, host: '127.0.0.1' });
  return async () => {
    await app.close();
    await pool.end();
  };
}

async function main(): Promise<void> {
  const pool = createPool(databaseUrl, { max: 4 });
  const { rows } = await pool.query<{ companies: number }>('SELECT count(*)::int AS companies FROM company_search');
  log(`register: ${rows[0]?.companies} companies in company_search`);
  const schedule = scheduleMix(await buildQueryMix(pool), 20_000);
  let api: ChildProcess | undefined;
  const stopRoutes = values['in-process'] ? await startSearchRoutes() : undefined;
  if (!stopRoutes) api = await startBenchApi(databaseUrl, port);
  try {
    log('warm-up 10 s');
    await runLoad(baseUrl, schedule, concurrency, 10);
    log(`idle: ${concurrency} clients, ${idleSeconds} s`);
    const idle = figures(await runLoad(baseUrl, schedule, concurrency, idleSeconds));
    log(`idle: ${JSON.stringify({ ...idle, by_kind: undefined })}`);

    log(`through a rebuild: ${concurrency} clients until it ends`);
    const rebuildLog: string[] = [];
    let rebuilt = false;
    const rebuild = rebuildCompanySearch(pool, {
      log: (line) => {
        rebuildLog.push(line);
        if (/swap|dropped|vacuum/.test(line)) log(line);
      },
    }).finally(() => {
      rebuilt = true;
    });
    const [result, load] = await Promise.all([rebuild, runLoad(baseUrl, schedule, concurrency, Number.POSITIVE_INFINITY, { stop: () => rebuilt })]);
    const during = figures(load);
    const swap = rebuildLog.find((line) => line.includes('swapped in')) ?? '';
    log(`during: ${JSON.stringify({ ...during, by_kind: undefined })}`);

    const errors = load.requests - (load.statuses.get(200) ?? 0);
    const report = {
      date: new Date().toISOString(),
      database: databaseUrl.replace(/\/\/[^@]*@/, '//'),
      companies: rows[0]?.companies,
      concurrency,
      rebuild: { seconds: Math.round(result.seconds), companies: result.companies, postings: result.postings, swap },
      idle,
      during,
      errors,
      p95_ratio: Math.round((during.p95 / idle.p95) * 100) / 100,
    };
    const file = await writeBenchResult('search-rebuild', report);
    console.log(`\nrebuild: ${report.rebuild.seconds} s (${swap.replace(/^search index: /, '')})`);
    console.log('| run | requests | statuses | p50 ms | p95 ms | p99 ms | max ms |\n|---|---:|---|---:|---:|---:|---:|');
    for (const [name, run] of [['idle', idle], ['through the rebuild', during]] as const) {
      console.log(`| ${name} | ${run.requests} | ${JSON.stringify(run.statuses)} | ${run.p50} | ${run.p95} | ${run.p99} | ${run.max} |`);
    }
    console.log(`\nerrors: ${errors}; p95 through the rebuild ÷ idle: ${report.p95_ratio} (budget: 0 errors, ≤ 2)`);
    log(`results written to ${file}`);
  } finally {
    api?.kill('SIGTERM');
    await stopRoutes?.();
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
