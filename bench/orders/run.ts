/**
 * Orders end to end (issue 20, DESIGN.md §6: order → completed p95 ≤ 1 s for generated kinds).
 *
 *   npx tsx bench/orders/run.ts [--database-url postgres://postgres@127.0.0.1:5432/registre_demo] [--orders 200] [--concurrency 2] [--mode burst|paced]
 *
 * 1. builds the API on a platform (pg-boss queue in a schema of its own, files in a temporary folder)
 *    and runs the order-fulfilment worker in the same process (`--concurrency` jobs at a time);
 * 2. registers a user whose access allows every order (a bench policy: billing's quotas are not measured);
 * 3. places `--orders` orders through HTTP (Fastify injection, CSRF and session as the site sends them),
 *    a realistic mix of kinds over random companies for which the kind is available;
 * 4. waits for every order to leave `pending`, then reads created_at → completed_at from the database.
 * Prints p50/p95/p99, documents per second and per core, and file sizes per kind; writes bench/results/orders-<date>.json.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPool, migrate } from '@registre/db';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/load-config';
import type { OrderAccess } from '../../apps/api/src/modules/orders';
import { createPlatform } from '../../apps/api/src/platform';
import { findModuleJob, moduleList } from '../../apps/api/src/modules/module-list';
import { orderFulfilmentQueue } from '../../apps/api/src/modules/orders';
import { registerClient } from '../../apps/api/test/support/accounts';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_demo' },
    orders: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '2' },
    /** `burst`: every order placed at once (throughput; latency includes the queue); `paced`: the next order once the previous one is done (latency of one order). */
    mode: { type: 'string', default: 'burst' },
  },
});
const total = Number(values.orders);
const log = (line: string) => console.log(`[bench:orders] ${line}`);

/** Kinds in the proportions a register site sells them: mostly the extract, then summaries and lists. */
const MIX: readonly [string, number][] = [
  ['kbis', 40],
  ['company-summary', 15],
  ['vat-numbers', 10],
  ['sirene-situations', 10],
  ['establishments-list', 10],
  ['financial-diagnostics', 10],
  ['representative-synthesis', 5],
];

/**
 * The kinds of MIX in its proportions, interleaved (smooth weighted round robin): any run of orders has the mix, where
 * blocks of a hundred (40 kbis, then 15 summaries…) left the last kinds out of runs of fewer than a hundred orders.
 */
function* kindsInMix(): Generator<string, never> {
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const current = MIX.map(() => 0);
  for (;;) {
    let best = 0;
    MIX.forEach(([, weight], index) => {
      current[index] = (current[index] ?? 0) + weight;
      if ((current[index] ?? 0) > (current[best] ?? 0)) best = index;
    });
    current[best] = (current[best] ?? 0) - total;
    yield MIX[best]?.[0] ?? 'kbis';
  }
}

const allowAll: OrderAccess = { consume: async () => ({ allowed: true, isTrialPeriod: false }) };

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Waits until none of the orders is pending (polling the table every 50 ms). */
async function untilDone(pool: ReturnType<typeof createPool>, ids: readonly string[]): Promise<void> {
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND state = 'pending'`, [ids]);
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'registre-bench-orders-'));
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JOB_QUEUE_SCHEMA: `bench_orders_${process.pid}`,
    JOB_POLLING_INTERVAL_SECONDS: '0.5',
    ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
    ORDER_RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    ORDER_WORKER_CONCURRENCY: values.concurrency as string,
    AUTH_REGISTER_MAX_PER_IP: '1000',
  });
  const pool = createPool(values['database-url'] as string, { max: 10 });
  // The register may have been loaded by older code: the orders' tables as this code writes them.
  await migrate(pool);
  const platform = await createPlatform(config, { pool });
  const app = await buildApp({ config, pool, platform, orderAccess: allowAll });
  await app.ready();
  try {
    const job = findModuleJob(moduleList({ platform }).modules, orderFulfilmentQueue(config).name);
    await platform.queue.work(job.queue, job.handle, job.work);
    const { client } = await registerClient(app);
    // A uniform sample: `TABLESAMPLE SYSTEM … LIMIT` took the first pages it drew, and on a register the RNE import
    // had completed those held the rows it had not rewritten (83 % sole traders, no public accounts at 1 M companies).
    const { rows: sample } = await pool.query<{ siren: string }>('SELECT siren FROM companies ORDER BY random() LIMIT $1', [total * 10]);
    const kinds = kindsInMix();
    const ids: string[] = [];
    let refused = 0;
    let kind = kinds.next().value;
    for (let i = 0; ids.length < total && i < sample.length; i += 1) {
      const response = await client.post(`/api/${kind}/${sample[i]?.siren}/order`, {});
      if (response.statusCode !== 201) {
        // Refused for that company (4xx): the same kind again, for the next one, so that the orders placed keep the
        // mix's proportions. Anything else is the bench's or the API's failure, not a refusal.
        if (response.statusCode >= 500 || response.statusCode === 401 || response.statusCode === 419) throw new Error(`order answered ${response.statusCode}: ${response.body}`);
        refused += 1;
        continue;
      }
      const id = (response.json() as { data: { id: string } }).data.id;
      ids.push(id);
      kind = kinds.next().value;
      if (values.mode === 'paced') await untilDone(pool, [id]);
    }
    log(`${ids.length} orders placed (${refused} refused: kind unavailable for the company)`);
    await untilDone(pool, ids);
    const { rows } = await pool.query<{ kind: string; state: string; ms: number; byte_size: number | null; created_at: Date; completed_at: Date }>(
      `SELECT kind, state, extract(epoch FROM completed_at - created_at) * 1000 AS ms, byte_size, created_at, completed_at FROM orders WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const completed = rows.filter((row) => row.state === 'completed');
    const latencies = completed.map((row) => Number(row.ms)).sort((a, b) => a - b);
    const first = Math.min(...rows.map((row) => row.created_at.getTime()));
    const last = Math.max(...rows.map((row) => row.completed_at.getTime()));
    const perSecond = completed.length / ((last - first) / 1000);
    const sizes = Object.fromEntries(
      MIX.map(([kind]) => {
        const bytes = completed.filter((row) => row.kind === kind).map((row) => row.byte_size ?? 0).sort((a, b) => a - b);
        return [kind, { count: bytes.length, p50: percentile(bytes, 50), max: bytes.at(-1) ?? 0 }];
      }),
    );
    const result = {
      mode: values.mode,
      orders: ids.length,
      completed: completed.length,
      unfulfillable: rows.length - completed.length,
      concurrency: Number(values.concurrency),
      latency_ms: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) },
      documents_per_second: perSecond,
      cores: cpus().length,
      load_average: loadavg(),
      sizes_bytes: sizes,
    };
    log(JSON.stringify(result, null, 2));
    log(`written to ${await writeBenchResult('orders', result)}`);
  } finally {
    await app.close();
    await platform.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
