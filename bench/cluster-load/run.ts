/**
 * Issue 40's load: a realistic mix through the proxy of `npm run cluster` (HAProxy, two sites, two
 * APIs, two workers, Redis, S3, a primary and its replica), open-loop at a fixed rate per step, and
 * what each kind took: p50/p95/p99, errors, and each process's CPU and memory.
 *
 *   npx tsx bench/cluster-load/run.ts --rates 1,2,4 --seconds 60 --hold-seconds 600 [--companies 2000]
 *
 * Steps of rising rates find the highest one holding p95 ≤ 300 ms for pages and 0 errors; then, with
 * --hold-seconds, that rate (the lowest step's when none held) runs that long: the ten-minute load. Each request comes from another visitor address
 * (X-Forwarded-For, believed from the proxy) so that no per-visitor limit stops the load itself.
 * Results: bench/results/cluster-load-*.json. Figures: docs/benchmarks.md, details docs/benchmarks-log.md.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { AUTH_PATHS, companyPath, directorPagePath } from '@registre/domain';
import { newAccount } from '../../apps/api/test/support/accounts';
import { grantOrderAccess } from '../../apps/api/test/support/grant-order-access';
import { startCluster, type Cluster } from '../../deploy/cluster/start-cluster';
import { httpSession, type HttpSession } from '../../deploy/test/http-session';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({ options: { rates: { type: 'string', default: '2,4,6' }, seconds: { type: 'string', default: '60' }, companies: { type: 'string', default: '2000' }, 'hold-seconds': { type: 'string', default: '0' } } });
const rates = (values.rates as string).split(',').map(Number);
const stepSeconds = Number(values.seconds);
const holdSeconds = Number(values['hold-seconds']);
const log = (line: string) => console.log(`[cluster-load] ${line}`);

interface Kind {
  name: string;
  page: boolean;
  weight: number;
  send(): Promise<number>;
}

let visitors = 0;
const visitor = () => {
  visitors += 1;
  return { 'x-forwarded-for': `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}` };
};
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function status(url: string, init: RequestInit = {}): Promise<number> {
  const response = await fetch(url, { redirect: 'manual', ...init, headers: { ...visitor(), ...(init.headers as Record<string, string>) } });
  await response.arrayBuffer();
  return response.status;
}

/** The mix: pages (company, director, results), the API's search and suggestions, sitemaps, sign-ins, orders and downloads. */
async function mix(cluster: Cluster, primary: pg.Pool): Promise<Kind[]> {
  const companies = (await primary.query<{ siren: string; name: string }>(`SELECT siren, denomination AS name FROM companies WHERE diffusion_status = 'O' AND denomination IS NOT NULL AND siren IN (SELECT siren FROM establishments WHERE is_head_office) ORDER BY random() LIMIT 200`)).rows;
  const directors = (await primary.query<{ id: string; slug: string | null }>(`SELECT id, slug FROM persons WHERE kind = 'natural' AND diffusible ORDER BY random() LIMIT 200`)).rows;
  const words = companies.map((company) => company.name.split(/\s+/)[0] ?? 'boulangerie');
  // Signed-in customers with a subscription: each signs in again, orders and downloads.
  const customers: Array<{ session: HttpSession; email: string; password: string; orders: string[] }> = [];
  for (let index = 0; index < 6; index += 1) {
    const session = httpSession();
    const account = newAccount();
    await session.request(cluster.apiUrl, 'POST', AUTH_PATHS.register, account, visitor());
    await session.request(cluster.apiUrl, 'POST', AUTH_PATHS.login, { email: account.email, password: account.password }, visitor());
    const { rows } = await primary.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [account.email]);
    await grantOrderAccess(primary, rows[0]?.id as string, { status: 'active', kbisQuotaLeft: 100_000 });
    customers.push({ session, email: account.email, password: account.password, orders: [] });
  }
  const site = cluster.siteUrl;
  const api = cluster.apiUrl;
  return [
    { name: 'company page', page: true, weight: 30, send: () => { const company = pick(companies); return status(`${site}${companyPath(company.siren, company.name)}`); } },
    { name: 'director page', page: true, weight: 10, send: () => { const director = pick(directors); return status(`${site}${directorPagePath(Number(director.id), director.slug)}`); } },
    { name: 'results page', page: true, weight: 10, send: () => status(`${site}/resultats?q=${encodeURIComponent(pick(words))}`) },
    { name: 'search API', page: false, weight: 10, send: () => status(`${api}/api/search/companies?q=${encodeURIComponent(pick(words))}`) },
    { name: 'suggestions', page: false, weight: 20, send: () => status(`${api}/api/search/suggest?q=${encodeURIComponent(pick(words).slice(0, 4))}`) },
    { name: 'sitemap', page: false, weight: 5, send: () => status(`${site}/sitemap.xml`) },
    {
      name: 'sign-in',
      page: false,
      weight: 5,
      async send() {
        const customer = pick(customers);
        return (await customer.session.request(api, 'POST', AUTH_PATHS.login, { email: customer.email, password: customer.password }, visitor())).status;
      },
    },
    {
      name: 'order',
      page: false,
      weight: 5,
      async send() {
        const customer = pick(customers);
        const created = await customer.session.request(api, 'POST', `/api/company-summary/${pick(companies).siren}/order`, undefined, visitor());
        if (created.status === 201) customer.orders.push(created.json<{ data: { id: string } }>().data.id);
        return created.status;
      },
    },
    {
      name: 'download',
      page: false,
      weight: 5,
      async send() {
        const customer = pick(customers.filter((one) => one.orders.length > 0).concat(customers[0] as (typeof customers)[number]));
        const { rows } = await primary.query<{ id: string }>(`SELECT id FROM orders WHERE id = ANY($1) AND state = 'completed' LIMIT 1`, [customer.orders.slice(-20)]);
        // Nothing completed yet: the account's orders list instead.
        if (!rows[0]) return (await customer.session.request(api, 'GET', '/api/orders', undefined, visitor())).status;
        return (await customer.session.request(api, 'GET', `/orders/${rows[0].id}/download`, undefined, visitor())).status;
      },
    },
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** utime + stime (seconds) and resident memory (MB) of a process, from /proc. */
async function processUse(pid: number | undefined): Promise<{ cpuSeconds: number; rssMb: number } | null> {
  if (!pid) return null;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100, rssMb: Math.round((Number(fields[21]) * 4096) / 1048576) };
}

async function step(cluster: Cluster, kinds: Kind[], rate: number, seconds: number) {
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  const samples = new Map<string, { ms: number[]; errors: string[] }>(kinds.map((kind) => [kind.name, { ms: [], errors: [] }]));
  const before = await Promise.all(cluster.instances.map((instance) => processUse(instance.process.pid())));
  const load = [loadavg()[0] as number];
  const inFlight: Promise<void>[] = [];
  const started = Date.now();
  for (let index = 0; index < rate * seconds; index += 1) {
    // Open loop: request n leaves at n / rate seconds, whatever the answers' times.
    const wait = started + (index * 1000) / rate - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (index % (rate * 10) === 0) load.push(loadavg()[0] as number);
    let roll = Math.random() * total;
    const kind = kinds.find((one) => (roll -= one.weight) < 0) ?? (kinds[0] as Kind);
    const sample = samples.get(kind.name) as { ms: number[]; errors: string[] };
    const sent = performance.now();
    inFlight.push(
      kind.send().then(
        (code) => {
          sample.ms.push(performance.now() - sent);
          if (code >= 400 && !(kind.name === 'order' && code === 429)) sample.errors.push(String(code));
        },
        (error: unknown) => void sample.errors.push(String(error)),
      ),
    );
  }
  await Promise.all(inFlight);
  const after = await Promise.all(cluster.instances.map((instance) => processUse(instance.process.pid())));
  const perKind = Object.fromEntries(
    [...samples].map(([name, { ms, errors }]) => {
      const sorted = [...ms].sort((one, other) => one - other);
      return [name, { requests: ms.length, errors: errors.length, errorSamples: errors.slice(0, 5), p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)), p99: Math.round(percentile(sorted, 99)) }];
    }),
  );
  const pages = kinds.filter((kind) => kind.page).flatMap((kind) => samples.get(kind.name)?.ms ?? []).sort((one, other) => one - other);
  const errors = [...samples.values()].reduce((sum, sample) => sum + sample.errors.length, 0);
  const resources = Object.fromEntries(cluster.instances.map((instance, index) => [instance.name, { cpuPercent: Math.round((((after[index]?.cpuSeconds ?? 0) - (before[index]?.cpuSeconds ?? 0)) / seconds) * 100), rssMbStart: before[index]?.rssMb, rssMbEnd: after[index]?.rssMb }]));
  return { rate, seconds, pagesP95: Math.round(percentile(pages, 95)), errors, holds: percentile(pages, 95) <= 300 && errors === 0, loadAverage: load.map((value) => value.toFixed(1)), perKind, resources };
}

log(`starting the cluster (load average ${loadavg().map((value) => value.toFixed(1)).join(' ')})…`);
const cluster = await startCluster({
  sitePort: 0,
  apiPort: 0,
  demoCompanies: Number(values.companies),
  removeFolderOnStop: true,
  apiEnv: { ORDER_RATE_LIMIT_PER_MINUTE: '100000', ORDER_RATE_LIMIT_PER_IP_PER_MINUTE: '100000', AUTH_REGISTER_MAX_PER_IP: '1000', BILLING_DAILY_CAP_PER_KIND: '100000' },
  log,
});
const primary = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
try {
  const kinds = await mix(cluster, primary);
  const results: Array<Awaited<ReturnType<typeof step>>> = [];
  const held = () => results.filter((result) => result.holds).map((result) => result.rate);
  const runs = rates.map((rate) => ({ rate: () => rate, seconds: stepSeconds }));
  if (holdSeconds > 0) runs.push({ rate: () => (held().length ? Math.max(...held()) : Math.min(...rates)), seconds: holdSeconds });
  for (const run of runs) {
    const rate = run.rate();
    log(`${rate} requests/s for ${run.seconds} s…`);
    const result = await step(cluster, kinds, rate, run.seconds);
    results.push(result);
    log(`${rate}/s: pages p95 ${result.pagesP95} ms, ${result.errors} errors, load ${result.loadAverage.join(' ')}: ${result.holds ? 'holds' : 'does not hold'}`);
    for (const [name, figures] of Object.entries(result.perKind)) log(`  ${name.padEnd(14)} ${String(figures.requests).padStart(6)} req  p50 ${figures.p50} / p95 ${figures.p95} / p99 ${figures.p99} ms  errors ${figures.errors} ${figures.errorSamples.join(' ')}`);
    for (const [name, use] of Object.entries(result.resources)) log(`  ${name.padEnd(9)} CPU ${use.cpuPercent} %  RSS ${use.rssMbStart} → ${use.rssMbEnd} MB`);
  }
  log(`results: ${await writeBenchResult('cluster-load', { companies: Number(values.companies), results })}`);
} finally {
  await primary.end();
  await cluster.stop();
}
// Every process is stopped and its folder removed; the fetch pool's sockets would keep this one waiting.
process.exit(0);
