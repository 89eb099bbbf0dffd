/**
 * Register figures (issue 37): the request path of the company-creation figures and of the registry dictionary, and
 * the daily recount that feeds them.
 *
 *   npx tsx bench/register-figures/run.ts [--database-url postgres://postgres@127.0.0.1:5432/registre_bench]
 *                                         [--seconds 30] [--concurrency 2]
 *
 * 1. prints the register's size (company_search rows: the full register holds 12.5 M);
 * 2. runs the register-figures refresh job once, as the worker does, and times it (one scan of company_search,
 *    one join with companies: proportional to the register);
 * 3. starts the API on the database and requests, for `--seconds`, the figures of every company type and the
 *    registry dictionary in turn (reads by primary key of register_figures: a few hundred rows at most, whatever
 *    the register's size), and records latencies;
 * 4. runs the refresh job a second time while the same requests go on, until it ends (the recount is one transaction:
 *    readers must keep reading the former figures, never wait for it), and records those latencies apart;
 * 5. prints p50/p95/p99 by endpoint and writes bench/results/register-figures-<date>.json.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createPool } from '@registre/db';
import { COMPANY_TYPES } from '@registre/domain';
import { loadConfig } from '../../apps/api/src/config/load-config';
import { findModuleJob, startModules } from '../../apps/api/src/modules/module-list';
import { registerFiguresRefreshQueue } from '../../apps/api/src/modules/register-figures';
import { createPlatform } from '../../apps/api/src/platform';
import { findFreePort } from '../../scripts/stack/ports';
import { runLoad, summary } from '../search/load';
import { startBenchApi } from '../search/start-api';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_bench' },
    seconds: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '2' },
  },
});
const databaseUrl = values['database-url'] as string;
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const log = (line: string) => console.log(`[bench:register-figures] ${line}`);

async function refresh(): Promise<{ companies: number; refreshMs: number }> {
  const pool = createPool(databaseUrl, { max: 2 });
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl });
  const platform = await createPlatform(config, { pool });
  try {
    const { rows } = await pool.query<{ companies: number }>('SELECT count(*)::int AS companies FROM company_search');
    const started = performance.now();
    await findModuleJob((await startModules({ platform })).modules, registerFiguresRefreshQueue(config).name).handle({ id: 'bench', data: { reason: 'manual' } });
    return { companies: rows[0]?.companies ?? 0, refreshMs: Math.round(performance.now() - started) };
  } finally {
    await platform.close();
    await pool.end();
  }
}

async function main(): Promise<void> {
  log(`machine: ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  const { companies, refreshMs } = await refresh();
  log(`register: ${companies} companies in company_search; refresh job: ${refreshMs} ms`);
  const schedule = [
    ...COMPANY_TYPES.map((companyType) => ({ kind: 'company-creation-figures', url: `/api/company-creation/${companyType}/figures` })),
    { kind: 'commercial-registries', url: '/api/commercial-registries' },
  ];
  const apiPort = await findFreePort();
  const api = await startBenchApi(databaseUrl, apiPort);
  let results;
  let secondRefreshMs: number | null = null;
  let duringRefresh: Record<string, ReturnType<typeof summary>> | null = null;
  try {
    const base = `http://127.0.0.1:${apiPort}`;
    await runLoad(base, schedule, 1, 5);
    const run = await runLoad(base, schedule, concurrency, seconds);
    results = Object.fromEntries([...run.latencies.entries()].map(([kind, latencies]) => [kind, summary(latencies)]));
    for (const [kind, result] of Object.entries(results)) log(`${kind}: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms (${result.count} requests)`);
    log(`statuses ${JSON.stringify(Object.fromEntries(run.statuses))}, ${run.perSecond.toFixed(0)} requests/s, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
    let done = false;
    const second = refresh().finally(() => {
      done = true;
    });
    const meanwhile = await runLoad(base, schedule, concurrency, 3_600, { stop: () => done });
    secondRefreshMs = (await second).refreshMs;
    duringRefresh = Object.fromEntries([...meanwhile.latencies.entries()].map(([kind, latencies]) => [kind, summary(latencies)]));
    log(`second refresh: ${secondRefreshMs} ms, with these reads meanwhile:`);
    for (const [kind, result] of Object.entries(duringRefresh)) log(`  ${kind}: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms (${result.count} requests)`);
    log(`  statuses ${JSON.stringify(Object.fromEntries(meanwhile.statuses))}, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  } finally {
    api.kill();
  }
  const file = await writeBenchResult('register-figures', {
    database: databaseUrl.replace(/\/\/[^@]*@/, '//'),
    companies,
    refreshMs,
    secondRefreshMs,
    concurrency,
    seconds,
    results,
    duringRefresh,
  });
  log(`results written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
