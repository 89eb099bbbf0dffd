/**
 * Score endpoints on the full-size register (issue 4): latency of each endpoint of the scoring
 * area, one request at a time, through the real API in-process (Fastify injection: routing,
 * validation, SQL, serialisation; no socket).
 *
 *   npx tsx bench/scoring/run.ts [--database-url postgres://postgres@127.0.0.1:5432/registre_bench] [--companies 300]
 *
 * Samples `--companies` SIRENs spread over the register (one per SIREN range) and calls, for each,
 * pole-score, ecological-score-details, comparison-data and similar-companies; then statistics.
 * Prints p50/p95/p99 per endpoint and writes bench/results/scoring-<date>.json.
 */
import { parseArgs } from 'node:util';
import { createPool } from '@registre/db';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/load-config';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_bench' },
    companies: { type: 'string', default: '300' },
  },
});
const count = Number(values.companies);
const pool = createPool(values['database-url'] as string);
const app = await buildApp({ config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }), pool });
await app.ready();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

// One SIREN per range of the SIREN space, so the sample is spread over the whole register.
const { rows } = await pool.query<{ siren: string }>(
  `SELECT s.siren FROM generate_series(0, $1::int - 1) AS g(i)
   CROSS JOIN LATERAL (SELECT siren FROM companies WHERE siren >= lpad((g.i * (1000000000 / $1::int))::text, 9, '0')::char(9) ORDER BY siren LIMIT 1) s`,
  [count],
);
const sirens = rows.map((row) => row.siren);
const endpoints = ['pole-score', 'ecological-score-details', 'comparison-data', 'similar-companies'];
const results: Record<string, { n: number; p50: number; p95: number; p99: number; errors: number }> = {};
console.log(`[bench:scoring] ${sirens.length} companies sampled`);
for (const endpoint of endpoints) {
  const times: number[] = [];
  let errors = 0;
  for (const siren of sirens) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: `/api/companies/${siren}/${endpoint}` });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) errors++;
  }
  times.sort((a, b) => a - b);
  results[endpoint] = { n: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), errors };
}
const statisticsTimes: number[] = [];
for (let i = 0; i < 50; i++) {
  const started = performance.now();
  await app.inject({ method: 'GET', url: '/api/statistics' });
  statisticsTimes.push(performance.now() - started);
}
statisticsTimes.sort((a, b) => a - b);
results.statistics = { n: 50, p50: percentile(statisticsTimes, 50), p95: percentile(statisticsTimes, 95), p99: percentile(statisticsTimes, 99), errors: 0 };

console.log('| endpoint | requests | p50 ms | p95 ms | p99 ms | non-200 |');
console.log('|---|---|---|---|---|---|');
for (const [endpoint, r] of Object.entries(results)) {
  console.log(`| ${endpoint} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
}
const file = await writeBenchResult('scoring', { sample: sirens.length, results });
console.log(`written ${file}`);
await app.close();
await pool.end();
