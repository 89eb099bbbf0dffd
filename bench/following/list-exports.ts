/**
 * List exports under load (issue 34, "Ready for real money": an unrelated page went from 20 ms to 3.7 s while
 * five 10,000-company lists were exported as XLSX).
 *
 *   npx tsx bench/following/list-exports.ts [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 *       [--database registre_bench_exports] [--exports 5] [--format xlsx] [--port 4113] [--cwd <another checkout>]
 *
 * 1. creates the database `--database` (dropped first) on the server of `--database-url` and starts the API alone
 *    on it (its own process, which migrates it; `--cwd` runs another checkout's API, a "before");
 * 2. seeds 10,000 companies, registers a user over HTTP and puts the 10,000 in one of its lists;
 * 3. times an unrelated endpoint (`GET /api/followed-lists`, the user's lists) 40 times alone, then again and again,
 *    one request after the other, while `--exports` exports of the list run at once (each body read to its end);
 * 4. prints medians, p95 and max, each export's status and time; writes bench/results/list-exports-<date>.json.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { AUTH_PATHS, FOLLOWING_PATHS, XSRF_COOKIE, XSRF_HEADER } from '@registre/domain';
import { createPool } from '@registre/db';
import { adminQuery } from '../admin-query';
import { startBenchApi } from '../search/start-api';
import { writeBenchResult } from '../write-result';
import { median } from './following-bench';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    database: { type: 'string', default: 'registre_bench_exports' },
    exports: { type: 'string', default: '5' },
    format: { type: 'string', default: 'xlsx' },
    port: { type: 'string', default: '4113' },
    cwd: { type: 'string' },
  },
});
const COMPANIES = 10_000;
const serverUrl = values['database-url'] as string;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${values.database}` }).toString();
const baseUrl = `http://127.0.0.1:${values.port}`;
const log = (line: string) => console.log(`[bench:list-exports] ${line}`);

const cookies = new Map<string, string>();
async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (method !== 'GET') {
    headers[XSRF_HEADER] = decodeURIComponent(cookies.get(XSRF_COOKIE) ?? '');
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return response;
}

const percentile = (xs: readonly number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const round = (value: number) => Number(value.toFixed(1));
const summary = (xs: readonly number[]) => ({ requests: xs.length, median_ms: round(median(xs)), p95_ms: round(percentile(xs, 95)), max_ms: round(Math.max(...xs)) });

async function timedUnrelated(): Promise<number> {
  const started = performance.now();
  const response = await call('GET', FOLLOWING_PATHS.lists);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${FOLLOWING_PATHS.lists}: ${response.status}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${values.database}`);
  await adminQuery(serverUrl, `CREATE DATABASE ${values.database}`);
  const api = await startBenchApi(databaseUrl, Number(values.port), { AUTH_REGISTER_MAX_PER_IP: '1000' }, values.cwd);
  const pool = createPool(databaseUrl);
  try {
    await pool.query(
      `INSERT INTO companies (siren, denomination, naf_code, legal_category_code, creation_date, headcount_band)
       SELECT (100000000 + g)::text, 'Société ' || g, '62.01Z', '5710', DATE '2010-01-01', '12' FROM generate_series(1, $1::int) g`,
      [COMPANIES],
    );
    await pool.query(
      `INSERT INTO company_search (siren, name, name_key, sigle_key, name_words, words, boost, is_active, naf_code, postcode, city)
       SELECT (100000000 + g)::text, 'Société ' || g, 'societe ' || g, '', ARRAY['societe'], ARRAY['societe'], 0, true, '62.01Z', '75001', 'Paris'
         FROM generate_series(1, $1::int) g`,
      [COMPANIES],
    );
    await call('GET', AUTH_PATHS.csrfCookie);
    const account = { email: `bench.${process.pid}@exemple.fr`, password: 'Tournesol-Bleu-42', password_confirmation: 'Tournesol-Bleu-42', first_name: 'Marie', last_name: 'Durand', terms_accepted: true };
    if ((await call('POST', AUTH_PATHS.register, account)).status !== 202) throw new Error('register failed');
    if ((await call('POST', AUTH_PATHS.login, { email: account.email, password: account.password })).status !== 204) throw new Error('login failed');
    const created = await call('POST', FOLLOWING_PATHS.lists, { name: 'Prospects 2026' });
    const listId = ((await created.json()) as { data: { id: string } }).data.id;
    const sirens = Array.from({ length: COMPANIES }, (_, i) => String(100_000_001 + i));
    const added = await call('POST', FOLLOWING_PATHS.listCompanies(listId), { sirens });
    if (added.status !== 200) throw new Error(`adding the companies: ${added.status} ${await added.text()}`);

    for (let i = 0; i < 5; i++) await timedUnrelated(); // warm-up
    const alone: number[] = [];
    for (let i = 0; i < 40; i++) alone.push(await timedUnrelated());

    const format = values.format === 'csv' ? 'csv' : 'xlsx';
    const exportOnce = async () => {
      const started = performance.now();
      const response = await call('GET', FOLLOWING_PATHS.listExport(listId, format));
      const bytes = (await response.arrayBuffer()).byteLength;
      return { status: response.status, bytes, ms: round(performance.now() - started), retry_after: response.headers.get('retry-after') };
    };
    let running = true;
    const exportsDone = Promise.all(Array.from({ length: Number(values.exports) }, exportOnce)).finally(() => {
      running = false;
    });
    const underLoad: number[] = [];
    while (running) underLoad.push(await timedUnrelated());
    const exports = await exportsDone;

    const result = {
      date: new Date().toISOString(),
      load_average: loadavg(),
      companies: COMPANIES,
      format,
      unrelated_endpoint: `GET ${FOLLOWING_PATHS.lists}`,
      alone: summary(alone),
      during_exports: summary(underLoad),
      exports,
    };
    log(`unrelated alone: ${JSON.stringify(result.alone)}`);
    log(`unrelated during ${exports.length} exports: ${JSON.stringify(result.during_exports)}`);
    for (const entry of exports) log(`export: ${JSON.stringify(entry)}`);
    log(`written to ${await writeBenchResult('list-exports', result)}`);
  } finally {
    await pool.end();
    api.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
