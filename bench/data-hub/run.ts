/**
 * The data hub's request path (issue 37): the hub's index and list pages, in every order, first and deep pages, and
 * their CSV, read at the API from the derived tables `refresh_data_hub` fills (migration 0041).
 *
 *   npx tsx bench/data-hub/run.ts [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--scale 1]
 *                                 [--concurrency 2] [--seconds 30] [--refresh-on postgres://…/registre_bench]
 *                                 [--commit-refresh] [--scratch registre_bench_data_hub_<pid>]
 *
 * 1. creates its own database (dropped at the end), migrates it and loads the nomenclatures;
 * 2. fills data_hub_lists and data_hub_entries with synthetic lists at the volumes a full French register gives
 *    (× `--scale`), which bound what the 12.5 M benchmark register would give: a week of creations 22,000 companies
 *    (INSEE: about 1.1 million creations a year), each also in its department's list; 5,500 insolvency proceedings
 *    opened in 30 days (about 66,000 a year); 50,000 BODACC deregistrations in 30 days; 27,000 BODACC account filings
 *    in 7 days; 100 companies in each regional and sector ranking. A request's cost depends on these sizes, not on
 *    the register's: the register is read only by the refresh;
 * 3. starts the API on it and requests, interleaved, the hub's index, first pages in each list's own order, pages
 *    drawn at random up to the last of the largest lists in each of the 4 sorts × 2 directions, and CSV pages;
 * 4. with `--refresh-on`, times `refresh_data_hub(today)` on that register (a transaction rolled back: nothing kept)
 *    while an API on that register answers the hub's index and list pages (reads during a refresh: the refresh must
 *    not block them); with `--commit-refresh`, a first refresh is committed there beforehand (timed too), so that
 *    those reads find the register's own lists (the derived tables data_hub_lists and data_hub_entries only);
 * 5. prints p50/p95/p99 by kind and writes bench/results/data-hub-<date>.json.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPool, loadNomenclatures, migrate } from '@registre/db';
import { findFreePort } from '../../scripts/stack/ports';
import { runLoad, summary } from '../search/load';
import { startBenchApi } from '../search/start-api';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({
  options: {
    'admin-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    scale: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '30' },
    'refresh-on': { type: 'string' },
    'commit-refresh': { type: 'boolean', default: false },
    scratch: { type: 'string', default: `registre_bench_data_hub_${process.pid}` },
  },
});
const adminUrl = values['admin-url'] as string;
const scale = Number(values.scale);
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
const log = (line: string) => console.log(`[bench:data-hub] ${line}`);

/** The nationwide lists' sizes (see the header), before `--scale`. */
const VOLUMES = { creations: 22_000, insolvency: 5_500, deregistrations: 50_000, accounts: 27_000 } as const;
const NATIONAL_IDS = { creations: 'creations-semaine', insolvency: 'procedures-collectives', deregistrations: 'radiations', accounts: 'comptes-deposes' } as const;
const SORTS = ['event', 'name', 'creation', 'turnover'] as const;
const ORDERS = ['asc', 'desc'] as const;

/** Fills the derived tables with synthetic lists: names, codes, places and dates drawn from the nomenclatures. */
async function fillSynthetic(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`
      INSERT INTO data_hub_lists (id, kind, scope_code, scope_label, total, period_from, period_to, data_date, computed_at)
      SELECT 'creations-semaine-' || lower(code), 'creations', code, name, 0, date '2026-11-29', date '2026-12-05', date '2026-12-05', now() FROM departments
      UNION ALL SELECT 'plus-grands-ca-region-' || code, 'top-region', code, name, 0, NULL, NULL, NULL, now() FROM regions
      UNION ALL SELECT 'plus-grands-ca-secteur-' || lower(code), 'top-sector', code, label, 0, NULL, NULL, NULL, now() FROM naf_codes WHERE level = 1
      UNION ALL VALUES ('creations-semaine', 'creations', '', '', 0, date '2026-11-29', date '2026-12-05', date '2026-12-05', now()),
                       ('procedures-collectives', 'insolvency', '', '', 0, date '2026-10-22', date '2026-11-20', date '2026-11-20', now()),
                       ('radiations', 'deregistrations', '', '', 0, date '2026-11-02', date '2026-12-01', date '2026-12-01', now()),
                       ('comptes-deposes', 'accounts', '', '', 0, date '2026-11-28', date '2026-12-04', date '2026-12-04', now())`);
    // One synthetic company per row: SIREN from the row number, a name of two drawn words, a subclass, a department.
    const entries = (listId: string, count: number, eventSql: string, withTurnover: string) => `
      INSERT INTO data_hub_entries
      SELECT ${listId}, lpad(n::text, 9, '0'), ${eventSql}, CASE WHEN n % 3 = 0 THEN 'liquidation' END,
             (ARRAY['ALPHA','BETA','GAMMA','DELTA','SOLEIL','ATLAS','NOVA','HORIZON'])[1 + n % 8] || ' ' || upper(md5(n::text)),
             (ARRAY['5710','5499','1000','5599','6540'])[1 + n % 5], naf.codes[1 + n % cardinality(naf.codes)], lpad((n % 95 + 1)::text, 2, '0') || '000', 'COMMUNE ' || (n % 500),
             date '2026-12-05' - (n % 3000), (ARRAY['NN','01','03','11','21','32'])[1 + n % 6], ${withTurnover}, date '2025-12-31', n % 10 <> 0
        FROM generate_series(1, ${count}) AS n
        CROSS JOIN (SELECT array_agg(code ORDER BY code) AS codes FROM naf_codes WHERE level = 5) AS naf`;
    const nationwide = (kind: keyof typeof VOLUMES, event: string) =>
      entries(`'${NATIONAL_IDS[kind]}'`, Math.round(VOLUMES[kind] * scale), event, 'CASE WHEN n % 4 = 0 THEN (n::bigint * 7919) % 5000000000 END');
    await client.query(nationwide('creations', `date '2026-11-29' + n % 7`));
    await client.query(nationwide('insolvency', `date '2026-10-22' + n % 30`));
    await client.query(nationwide('deregistrations', `date '2026-11-02' + n % 30`));
    await client.query(nationwide('accounts', `date '2026-11-28' + n % 7`));
    // Each creation in its department's list too.
    await client.query(`
      INSERT INTO data_hub_entries
      SELECT l.id, e.siren, e.event_date, e.event_code, e.name, e.legal_category_code, e.naf_code, e.postcode, e.city, e.creation_date,
             e.headcount_band, e.turnover_cents, e.fiscal_year_end, e.is_active
        FROM data_hub_entries e
        JOIN data_hub_lists l ON l.kind = 'creations' AND l.scope_code = left(e.postcode, 2)
       WHERE e.list_id = 'creations-semaine'`);
    const { rows: rankings } = await client.query<{ id: string }>(`SELECT id FROM data_hub_lists WHERE kind LIKE 'top-%'`);
    for (const { id } of rankings) await client.query(entries(`'${id}'`, 100, `date '2025-12-31'`, '(1000000000000 - n::bigint * 9001)'));
    await client.query('SELECT number_data_hub_entries()');
    await client.query(`UPDATE data_hub_lists l SET total = c.total FROM (SELECT list_id, count(*)::int AS total FROM data_hub_entries GROUP BY list_id) c WHERE c.list_id = l.id`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('ANALYZE data_hub_lists');
  await pool.query('ANALYZE data_hub_entries');
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

/** The requests, interleaved: the hub's index, first pages, random pages of the largest lists in every order, CSV. */
async function schedule(pool: pg.Pool): Promise<Array<{ kind: string; url: string }>> {
  const { rows: lists } = await pool.query<{ id: string; total: number }>('SELECT id, total FROM data_hub_lists ORDER BY total DESC, id');
  const largest = lists.slice(0, 6);
  const items: Array<{ kind: string; url: string }> = [];
  for (let i = 0; i < 4000; i++) {
    const list = i % 2 === 0 ? pick(largest, i) : pick(lists, i * 7);
    const lastPage = Math.max(1, Math.ceil(list.total / 50));
    const randomPage = 1 + ((i * 2654435761) % lastPage);
    const sort = pick(SORTS, i);
    const order = pick(ORDERS, Math.floor(i / 4));
    switch (i % 8) {
      case 0:
        items.push({ kind: 'hub-index', url: '/api/data-hub/lists' });
        break;
      case 1:
      case 2:
        items.push({ kind: 'first-page', url: `/api/data-hub/lists/${list.id}` });
        break;
      case 7:
        items.push({ kind: 'csv-page', url: `/api/data-hub/lists/${list.id}/csv?page=${randomPage}&sort=${sort}&order=${order}` });
        break;
      default:
        items.push({ kind: `page-${sort}`, url: `/api/data-hub/lists/${list.id}?page=${randomPage}&sort=${sort}&order=${order}` });
    }
  }
  return items;
}

/** Times one refresh on a real register, rolled back unless `commit`. */
async function timeRefresh(url: string, commit = false): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL statement_timeout = 0');
    const started = performance.now();
    await client.query('SELECT refresh_data_hub(current_date)');
    const ms = performance.now() - started;
    await client.query(commit ? 'COMMIT' : 'ROLLBACK');
    return ms;
  } finally {
    await client.end();
  }
}

/** Times a rolled-back refresh on the register while an API on it serves the hub's pages; latencies of those reads. */
async function readsDuringRefresh(url: string): Promise<{ refreshMs: number; latencies: Record<string, ReturnType<typeof summary>>; statuses: Record<number, number> }> {
  const pool = createPool(url, { max: 2 });
  const port = await findFreePort();
  const api = await startBenchApi(url, port);
  try {
    const requests = await schedule(pool);
    await runLoad(`http://127.0.0.1:${port}`, requests.slice(0, 100), concurrency, 5);
    let done = false;
    const refresh = timeRefresh(url).finally(() => {
      done = true;
    });
    const load = await runLoad(`http://127.0.0.1:${port}`, requests, concurrency, 3_600, { stop: () => done });
    const refreshMs = await refresh;
    return {
      refreshMs,
      latencies: Object.fromEntries([...load.latencies.entries()].map(([kind, latencies]) => [kind, summary(latencies)])),
      statuses: Object.fromEntries(load.statuses),
    };
  } finally {
    api.kill();
    await pool.end();
  }
}

async function main(): Promise<void> {
  const name = values.scratch as string;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--scratch: not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString());
  let api: Awaited<ReturnType<typeof startBenchApi>> | undefined;
  try {
    await migrate(pool);
    await loadNomenclatures(pool);
    const filled = performance.now();
    await fillSynthetic(pool);
    const { rows } = await pool.query<{ entries: number; lists: number }>('SELECT (SELECT count(*)::int FROM data_hub_entries) AS entries, (SELECT count(*)::int FROM data_hub_lists) AS lists');
    log(`${rows[0]?.lists} lists, ${rows[0]?.entries} entries (scale ${scale}) in ${Math.round(performance.now() - filled)} ms`);
    const port = await findFreePort();
    api = await startBenchApi(url.toString(), port);
    const requests = await schedule(pool);
    await runLoad(`http://127.0.0.1:${port}`, requests.slice(0, 200), concurrency, 5);
    const load = await runLoad(`http://127.0.0.1:${port}`, requests, concurrency, seconds);
    const byKind = Object.fromEntries([...load.latencies.entries()].map(([kind, latencies]) => [kind, summary(latencies)]));
    for (const [kind, figures] of Object.entries(byKind)) log(`${kind}: n=${figures.count} p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms`);
    log(`${load.requests} requests, ${load.perSecond.toFixed(0)}/s; statuses ${JSON.stringify(Object.fromEntries(load.statuses))}`);
    const register = values['refresh-on'];
    const committedRefreshMs = register && values['commit-refresh'] ? await timeRefresh(register, true) : null;
    if (committedRefreshMs !== null) log(`refresh_data_hub on ${register}, committed: ${Math.round(committedRefreshMs)} ms`);
    const during = register ? await readsDuringRefresh(register) : null;
    const refreshMs = during?.refreshMs ?? null;
    if (during) {
      log(`refresh_data_hub on ${register}, rolled back: ${Math.round(during.refreshMs)} ms; reads of its hub meanwhile:`);
      for (const [kind, figures] of Object.entries(during.latencies)) log(`  ${kind}: n=${figures.count} p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms`);
      log(`  statuses ${JSON.stringify(during.statuses)}, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
    }
    const file = await writeBenchResult('data-hub', {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, loadavg: loadavg() },
      scale,
      entries: rows[0]?.entries,
      concurrency,
      seconds,
      requests: load.requests,
      perSecond: load.perSecond,
      statuses: Object.fromEntries(load.statuses),
      latencies: byKind,
      refreshMs,
      committedRefreshMs,
      readsDuringRefresh: during ? { latencies: during.latencies, statuses: during.statuses } : null,
    });
    log(`written ${file}`);
  } finally {
    api?.kill();
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
