/**
 * Client-prospecting benchmark (issue 39, DESIGN.md §6 search budgets).
 *
 *   npx tsx bench/prospecting/run.ts [--database-url postgres://postgres@127.0.0.1:5432/registre_prospecting_bench]
 *                                    [--build 1000000] [--concurrency 2] [--seconds 30] [--port 4130] [--export-rows 100000]
 *
 * 1. With `--build N`: creates the database if needed (migrations, nomenclatures) and writes a synthetic register of
 *    N companies (build-register.ts). Without it, the database must hold a register with its company search (the
 *    12.5 M register of bench/import/run.ts after `npm run data -- index`, for example).
 * 2. Starts the API alone on it and runs a mix of filter combinations (filter-mix.ts: three filters each, most of
 *    them) against `POST /api/prospecting/preview` — the count and the 20-row preview in one answer, what the page
 *    asks as the filters change — from `--concurrency` keep-alive clients for `--seconds` after a warm-up:
 *    p50/p95/p99 by combination and overall.
 * 3. Writes one export of `--export-rows` rows (the broadest list, CSV then XLSX) with the order fulfilment's own
 *    producer into a temporary storage, sampling the process's memory: time, file size and the peak of the
 *    resident memory above its level before the export (the rows are never all in memory).
 * 4. Writes bench/results/prospecting-<date>.json.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPool, loadNomenclatures, migrate } from '@registre/db';
import { loadConfig } from '../../apps/api/src/config/load-config';
import { pino } from 'pino';
import { prospectingProducers } from '../../apps/api/src/modules/prospecting';
import { createMemoryPlatform, storageKey } from '../../apps/api/src/platform';
import { newIssue } from '../../apps/api/src/modules/document-data';
import { summary } from '../search/load';
import { startBenchApi } from '../search/start-api';
import { writeBenchResult } from '../write-result';
import { buildProspectingRegister } from './build-register';
import { filterMix, type MixEntry } from './filter-mix';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_prospecting_bench' },
    build: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '30' },
    port: { type: 'string', default: '4130' },
    'export-rows': { type: 'string', default: '100000' },
  },
});
const databaseUrl = values['database-url'] as string;
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
const port = Number(values.port);
const exportRows = Number(values['export-rows']);
const baseUrl = `http://127.0.0.1:${port}`;
const log = (line: string) => console.log(`[bench:prospecting] ${line}`);

async function ensureDatabase(): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

/** A client with its own session: its CSRF cookie fetched once, then POSTs on a keep-alive agent. */
async function sessionClient(agent: http.Agent) {
  const cookies = new Map<string, string>();
  const request = (method: 'GET' | 'POST', path: string, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const headers: Record<string, string> = { accept: 'application/json', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
      if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '') });
      const sent = http.request(`${baseUrl}${path}`, { method, agent, headers }, (response) => {
        for (const line of response.headers['set-cookie'] ?? []) {
          const [pair] = line.split(';');
          const at = (pair ?? '').indexOf('=');
          if (at > 0) cookies.set((pair ?? '').slice(0, at), (pair ?? '').slice(at + 1));
        }
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      sent.on('error', reject);
      sent.end(body);
    });
  await request('GET', '/sanctum/csrf-cookie');
  return { post: (path: string, body: unknown) => request('POST', path, JSON.stringify(body)) };
}

async function runMix(mix: MixEntry[], forSeconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = new Map<string, number[]>();
  const statuses = new Map<number, number>();
  const until = performance.now() + forSeconds * 1000;
  let cursor = 0;
  const client = async () => {
    const session = await sessionClient(agent);
    while (performance.now() < until) {
      const entry = mix[cursor++ % mix.length] as MixEntry;
      const t0 = performance.now();
      const status = await session.post('/api/prospecting/preview', { filters: entry.filters });
      const ms = performance.now() - t0;
      latencies.set(entry.kind, [...(latencies.get(entry.kind) ?? []), ms]);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  return { latencies, statuses };
}

/** One export written by the fulfilment's producer, the process's resident memory sampled every 20 ms. */
async function measureExport(pool: pg.Pool, format: 'csv' | 'xlsx') {
  const dir = await mkdtemp(join(tmpdir(), 'prospecting-bench-'));
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir });
  const platform = await createMemoryPlatform(config, { pool, logger: pino({ level: 'silent' }) });
  try {
    const producer = prospectingProducers(platform).get('prospecting-export');
    if (!producer) throw new Error('no producer');
    const payload = { filters: { active_only: false, head_office_only: true, without_insolvency: false }, columns: ['siren', 'name', 'legal_form', 'naf_code', 'naf_label', 'address', 'postcode', 'city', 'headcount_band', 'creation_date', 'turnover'], format, rows: exportRows, search_name: null };
    const order = { id: `bench-${format}`, payload, created_at: new Date() } as unknown as Parameters<typeof producer>[0];
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const t0 = performance.now();
    const file = await producer(order, newIssue(config, new Date()), (extension: string) => storageKey(`bench/export.${extension}`));
    const ms = performance.now() - t0;
    clearInterval(sampler);
    const result = { format, rows: exportRows, seconds: Number((ms / 1000).toFixed(2)), bytes: file.byteSize, rss_before_mb: Math.round(before / 1e6), rss_peak_above_mb: Math.round((peak - before) / 1e6) };
    log(`export ${format}: ${result.rows} rows in ${result.seconds} s, ${(file.byteSize / 1e6).toFixed(1)} MB, resident memory +${result.rss_peak_above_mb} MB at its peak`);
    return result;
  } finally {
    await platform.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (values.build !== undefined) await ensureDatabase();
  const pool = createPool(databaseUrl, { max: 4 });
  try {
    if (values.build !== undefined) {
      await migrate(pool);
      await loadNomenclatures(pool);
      await buildProspectingRegister(pool, Number(values.build), log);
    }
    const companies = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM company_search')).rows[0]?.n ?? 0;
    const mix = await filterMix(pool, 400);
    log(`register: ${companies} companies in company_search; mix of ${mix.length} filter sets`);
    const api = await startBenchApi(databaseUrl, port, { PROSPECTING_PREVIEW_RATE_LIMIT_PER_MINUTE: '1000000' });
    let run;
    try {
      await runMix(mix, Math.min(5, seconds));
      run = await runMix(mix, seconds);
    } finally {
      api.kill('SIGTERM');
    }
    const byKind = Object.fromEntries([...run.latencies].map(([kind, list]) => [kind, summary(list)]));
    const all = summary([...run.latencies.values()].flat());
    for (const [kind, figures] of Object.entries(byKind)) log(`${kind}: n ${figures.count}, p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms`);
    log(`all: n ${all.count}, p50 ${all.p50} ms, p95 ${all.p95} ms, p99 ${all.p99} ms at ${concurrency} clients; statuses ${JSON.stringify(Object.fromEntries(run.statuses))}`);
    const exports = [await measureExport(pool, 'csv'), await measureExport(pool, 'xlsx')];
    const file = await writeBenchResult('prospecting', { companies, concurrency, seconds, by_kind: byKind, all, statuses: Object.fromEntries(run.statuses), exports });
    log(`written ${file}`);
  } finally {
    await pool.end();
  }
}

await main();
