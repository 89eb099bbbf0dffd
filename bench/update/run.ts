/**
 * Applying a day's changes on a generated register (issue 41): `npx tsx bench/update/run.ts --companies 1000000`.
 *
 * 1. The synthetic register's Sirene, RNE and BODACC files (reused from a previous run of the same size).
 * 2. A baseline database `registre_bench_update_base_<N>` (kept and reused): the units, establishments and RNE
 *    imported, the BODACC but one notice in `--bodacc-every`, one company in ten followed, every derived table built.
 * 3. The day's files: `--units` changed units and `--establishments` changed establishments (Sirene daily files, whole
 *    rows as INSEE writes them), one RNE record in `--rne-every` made newer (capital raised, a director replaced), the
 *    BODACC notices held back; served by a local HTTP server with their SHA-256.
 * 4. `runDailyUpdate` on a copy of the baseline, its time per step (fetch and check, import, each derived step).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPool, loadNomenclatures, migrate } from '@registre/db';
import {
  DERIVED_TABLES,
  importBodacc,
  importRne,
  importSireneEstablishments,
  importSireneUnits,
  refreshDerivedData,
  runDailyUpdate,
  updateSourcesFromEnv,
} from '@registre/open-data';
import { GENERATED_FILE_NAMES } from '@registre/open-data/generate';
import { adminQuery } from '../admin-query';
import { rneDailyFile, splitJsonLines } from '../following/update-files';
import { ensureGenerated } from '../import/ensure-generated';
import { writeBenchResult } from '../write-result';
import { sireneDayFile } from './day-files';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '1000000' },
    units: { type: 'string', default: '20000' },
    establishments: { type: 'string', default: '30000' },
    'rne-every': { type: 'string', default: '100' },
    'bodacc-every': { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const companies = Number(values.companies);
const serverUrl = values['database-url'] as string;
const outDir = `/tmp/registre-bench-update-${companies}`;
const base = `registre_bench_update_base_${companies}`;
const run = `registre_bench_update_run_${companies}`;
const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${line}`);
const databaseUrl = (name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const files = Object.fromEntries(Object.entries(GENERATED_FILE_NAMES).map(([key, name]) => [key, join(outDir, name)])) as Record<keyof typeof GENERATED_FILE_NAMES, string>;
const day = {
  units: join(outDir, 'day-sirene-ul.csv'),
  establishments: join(outDir, 'day-sirene-etab.csv'),
  rne: join(outDir, 'day-rne.jsonl'),
  bodaccStored: join(outDir, 'bodacc-stored.jsonl'),
  bodacc: join(outDir, 'day-bodacc.jsonl'),
};

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

async function lineCount(path: string): Promise<number> {
  const bytes = await readFile(path);
  let lines = 0;
  for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) lines += 1;
  return lines;
}

async function buildBaseline(): Promise<void> {
  if (await databaseExists(base)) {
    log(`reusing the baseline ${base}`);
    return;
  }
  await adminQuery(serverUrl, `CREATE DATABASE ${base}_building`);
  const pool = createPool(databaseUrl(`${base}_building`), { max: 4 });
  try {
    await migrate(pool);
    await loadNomenclatures(pool);
    for (const [label, importer, path] of [
      ['units', importSireneUnits, files.sireneUnits],
      ['establishments', importSireneEstablishments, files.sireneEstablishments],
      ['RNE', importRne, files.rne],
      ['BODACC', importBodacc, day.bodaccStored],
    ] as const) {
      const report = await importer(pool, path, {});
      log(`baseline ${label}: ${report.read} records in ${report.elapsedSeconds.toFixed(1)} s`);
    }
    const { rows } = await pool.query<{ id: string }>(`INSERT INTO users (email) VALUES ('bench@exemple.fr') RETURNING id`);
    const list = await pool.query<{ id: string }>(`INSERT INTO followed_lists (user_id, name) VALUES ($1, 'Bench') RETURNING id`, [rows[0]?.id]);
    await pool.query(`INSERT INTO followed_companies (list_id, siren) SELECT $1, siren FROM companies WHERE right(siren, 1) = '3'`, [list.rows[0]?.id]);
    const t0 = performance.now();
    await refreshDerivedData(pool, DERIVED_TABLES, (line) => log(`baseline derived: ${line}`));
    log(`baseline derived tables in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await pool.query('VACUUM (ANALYZE)');
  } finally {
    await pool.end();
  }
  await adminQuery(serverUrl, `ALTER DATABASE ${base}_building RENAME TO ${base}`);
}

async function main(): Promise<void> {
  log(`load average before: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  await ensureGenerated({ companies, outDir, seed: Number(values.seed), include: ['sirene', 'rne', 'bodacc'], log });
  if ((await stat(day.bodacc).catch(() => null)) === null) {
    const split = await splitJsonLines(files.bodacc, day.bodaccStored, day.bodacc, Number(values['bodacc-every']));
    log(`BODACC: ${split.stored} stored, ${split.later} for the day`);
    const units = await sireneDayFile(files.sireneUnits, day.units, companies, Number(values.units), 'dateDernierTraitementUniteLegale', 'denominationUniteLegale');
    const establishmentLines = await lineCount(files.sireneEstablishments);
    const establishments = await sireneDayFile(files.sireneEstablishments, day.establishments, establishmentLines, Number(values.establishments), 'dateDernierTraitementEtablissement', 'enseigne1Etablissement');
    const rne = await rneDailyFile(files.rne, day.rne, Number(values['rne-every']));
    log(`day files: ${units} units, ${establishments} establishments, ${rne.sirens.length} RNE records`);
  }
  await buildBaseline();

  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${run} WITH (FORCE)`);
  const copyStarted = performance.now();
  await adminQuery(serverUrl, `CREATE DATABASE ${run} TEMPLATE ${base}`);
  log(`copy of the baseline in ${((performance.now() - copyStarted) / 1000).toFixed(1)} s`);

  const served: Record<string, string> = { 'sirene-ul.csv': day.units, 'sirene-etab.csv': day.establishments, 'rne.jsonl': day.rne, 'bodacc.jsonl': day.bodacc };
  const server = createServer((request, response) => {
    const match = /^\/day\/([a-z-]+\.(?:csv|jsonl))(\.sha256)?$/.exec(request.url ?? '');
    const path = match?.[1] ? served[match[1]] : undefined;
    if (!path) return void response.writeHead(404).end();
    readFile(path).then((bytes) =>
      match?.[2]
        ? response.writeHead(200).end(`${createHash('sha256').update(bytes).digest('hex')}  ${basename(path)}\n`)
        : response.writeHead(200, { 'content-length': bytes.length }).end(bytes),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/day`;
  const env: Record<string, string> = {};
  for (const [variable, name] of [['SIRENE_UL', 'sirene-ul.csv'], ['SIRENE_ETAB', 'sirene-etab.csv'], ['RNE', 'rne.jsonl'], ['BODACC', 'bodacc.jsonl']]) {
    env[`DATA_UPDATE_${variable}_URL`] = `${address}/${name}`;
    env[`DATA_UPDATE_${variable}_SHA256_URL`] = `${address}/${name}.sha256`;
  }
  const sources = updateSourcesFromEnv(env).map((source) => (source.name === 'bodacc' ? { ...source, fileName: 'bodacc.jsonl' } : source));
  const pool = createPool(databaseUrl(run), { max: 4 });
  const lines: string[] = [];
  try {
    const load = loadavg()[0];
    const t0 = performance.now();
    const result = await runDailyUpdate(pool, { period: '2030-01-02', today: '2030-01-03', sources, workDir: join(outDir, 'fetched'), log: (line) => (lines.push(line), log(line)) });
    const seconds = (performance.now() - t0) / 1000;
    const { rows } = await pool.query(
      `SELECT source, outcome, rows, counts, extract(epoch FROM finished_at - started_at)::float AS seconds FROM data_update_runs ORDER BY id`,
    );
    const events = await pool.query(`SELECT kind, count(*)::int AS n FROM company_events GROUP BY kind ORDER BY kind`);
    const summary = {
      companies,
      seconds: Number(seconds.toFixed(1)),
      loadBefore: load,
      loadAfter: loadavg()[0],
      outcomes: result.sources,
      runs: rows.map((row) => ({ source: row.source, outcome: row.outcome, rows: row.rows, seconds: Number(row.seconds.toFixed(1)), counts: row.counts })),
      events: events.rows,
    };
    for (const row of summary.runs) log(`${row.source}: ${row.outcome}, ${row.rows} rows, ${row.seconds} s`);
    log(`whole day: ${summary.seconds} s; events recorded: ${JSON.stringify(events.rows)}`);
    console.log(`result: ${await writeBenchResult(`update-${companies}`, { ...summary, log: lines })}`);
  } finally {
    await pool.end();
    server.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${run} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
