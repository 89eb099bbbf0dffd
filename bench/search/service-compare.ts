/**
 * The search service of two checkouts side by side, in this process, one query at a time (issue 24: "the other kinds
 * of queries do not get slower"). Without HTTP and without concurrency, a difference of a millisecond is not lost in
 * the noise of two API processes sharing two cores.
 *
 *   npx tsx bench/search/service-compare.ts --before /path/to/checkout-before
 *                                           [--database-url postgres://postgres@127.0.0.1:5432/registre_bench] [--rounds 3]
 *                                           [--per-query] [--best-of 5] [--javascript] [--replays 50]
 *
 * For each text kind of the `bench/search` mix (query-mix.ts; SIREN and SIRET do not read words): every URL once to
 * warm up, then `--rounds` times, before and after in turn on one pool. Prints per kind and checkout the median and
 * mean time per query, the Node CPU per query, and, when the database has pg_stat_statements, the time PostgreSQL
 * spent planning and running the statements per query. With `--per-query`, then each query of each kind `--best-of`
 * times on each checkout in turn, the best time kept: the median and quartiles of the difference, query by query
 * (a p50 compares two distributions; this compares each query with itself). With `--javascript`, the time each service
 * spends outside PostgreSQL: every query's answers are recorded once, then replayed from memory (`--replays` rounds).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { createPool } from '@registre/db';
import { companySearchParamsSchema } from '@registre/domain';
import { searchService } from '../../apps/api/src/modules/search';
import { summary } from './load';
import { buildQueryMix } from './query-mix';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_bench' },
    before: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    'per-query': { type: 'boolean', default: false },
    'best-of': { type: 'string', default: '5' },
    javascript: { type: 'boolean', default: false },
    replays: { type: 'string', default: '50' },
  },
});
if (!values.before) throw new Error('--before /path/to/checkout is required');
const rounds = Number(values.rounds);
const pool = createPool(values['database-url'] as string, { max: 4 });

type Service = ReturnType<typeof searchService>;
// The other checkout's service has the same face (its own module, its own code).
const beforeModule = (await import(resolve(values.before, 'apps/api/src/modules/search/index.ts'))) as { searchService: typeof searchService };
const services: Array<[string, Service]> = [
  ['before', beforeModule.searchService(pool)],
  ['after', searchService(pool)],
];

// pg_stat_statements needs its library preloaded by the server, not only the extension created.
const statementsTracked = await pool.query('SELECT 1 FROM pg_stat_statements LIMIT 1').then(
  () => true,
  () => false,
);
async function sqlMilliseconds(): Promise<number> {
  if (!statementsTracked) return 0;
  const { rows } = await pool.query<{ ms: number }>('SELECT coalesce(sum(total_exec_time + total_plan_time), 0)::float8 AS ms FROM pg_stat_statements');
  return rows[0]?.ms ?? 0;
}

async function ask(service: Service, url: string): Promise<void> {
  const parsed = new URL(url, 'http://localhost');
  const params = Object.fromEntries(parsed.searchParams);
  if (parsed.pathname.endsWith('/suggest')) await service.suggest(params.q ?? '');
  else await service.searchCompanies(companySearchParamsSchema.parse(params), false);
}

const mix = (await buildQueryMix(pool)).filter((entry) => entry.kind !== 'SIREN' && entry.kind !== 'SIRET');
console.log(`| kind of query | queries | before p50 / mean ms | after p50 / mean ms | Node CPU ms, before → after |${statementsTracked ? ' SQL ms, before → after |' : ''}`);
console.log(`|---|---:|---:|---:|---:|${statementsTracked ? '---:|' : ''}`);
for (const entry of mix) {
  const measured = new Map<string, { times: number[]; cpu: number; sql: number }>(services.map(([label]) => [label, { times: [], cpu: 0, sql: 0 }]));
  for (const [, service] of services) for (const url of entry.urls) await ask(service, url);
  for (let round = 0; round < rounds; round++) {
    for (const [label, service] of services) {
      const m = measured.get(label)!;
      const cpu = process.cpuUsage();
      const sql = await sqlMilliseconds();
      for (const url of entry.urls) {
        const started = performance.now();
        await ask(service, url);
        m.times.push(performance.now() - started);
      }
      const used = process.cpuUsage(cpu);
      m.cpu += (used.user + used.system) / 1000;
      m.sql += (await sqlMilliseconds()) - sql;
    }
  }
  const cell = (label: string) => {
    const { times } = measured.get(label)!;
    const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
    return `${summary(times).p50.toFixed(2)} / ${mean.toFixed(2)}`;
  };
  const per = (label: string, key: 'cpu' | 'sql') => (measured.get(label)![key] / measured.get(label)!.times.length).toFixed(2);
  const queries = measured.get('after')!.times.length;
  console.log(
    `| ${entry.kind} | ${queries} | ${cell('before')} | ${cell('after')} | ${per('before', 'cpu')} → ${per('after', 'cpu')} |${statementsTracked ? ` ${per('before', 'sql')} → ${per('after', 'sql')} |` : ''}`,
  );
}

if (values['per-query']) {
  const bestOf = Number(values['best-of']);
  console.log(`\n| kind of query | queries | after − before, best of ${bestOf}, ms: p25 / median / p75 | queries slower by more than 1 ms |`);
  console.log('|---|---:|---:|---:|');
  for (const entry of mix) {
    const differences: number[] = [];
    for (const url of entry.urls) {
      const best = services.map(() => Infinity);
      for (let round = 0; round < bestOf; round++) {
        for (const [i, [, service]] of services.entries()) {
          const started = performance.now();
          await ask(service, url);
          best[i] = Math.min(best[i]!, performance.now() - started);
        }
      }
      differences.push(best[1]! - best[0]!);
    }
    differences.sort((a, b) => a - b);
    const at = (share: number) => differences[Math.min(differences.length - 1, Math.floor(share * differences.length))]!.toFixed(2);
    console.log(`| ${entry.kind} | ${differences.length} | ${at(0.25)} / ${at(0.5)} / ${at(0.75)} | ${differences.filter((d) => d > 1).length} |`);
  }
}
if (values.javascript) {
  const replays = Number(values.replays);
  console.log(`\n| kind of query | queries | JavaScript µs a query, before → after (answers replayed, ${replays} rounds) |`);
  console.log('|---|---:|---:|');
  // Each statement's answer, by checkout, request and order in the request (each checkout sends its own statements).
  const answers = new Map<string, unknown>();
  let request = '';
  let order = 0;
  let replaying = false;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const replayPool = new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: unknown[]) => {
        const key = `${request}#${order++}`;
        if (!replaying || !answers.has(key)) answers.set(key, await query(...args));
        return answers.get(key);
      };
    },
  });
  for (const entry of mix) {
    const cells: string[] = [];
    for (const make of [beforeModule.searchService, searchService]) {
      const service = make(replayPool);
      const run = async () => {
        for (const url of entry.urls) {
          request = `${cells.length}:${url}`;
          order = 0;
          await ask(service, url);
        }
      };
      replaying = false;
      await run();
      replaying = true;
      for (let round = 0; round < 5; round++) await run();
      const started = performance.now();
      for (let round = 0; round < replays; round++) await run();
      cells.push(((1000 * (performance.now() - started)) / (replays * entry.urls.length)).toFixed(0));
    }
    console.log(`| ${entry.kind} | ${entry.urls.length} | ${cells.join(' → ')} |`);
  }
}
await pool.end();
