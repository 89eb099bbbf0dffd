/**
 * Import benchmark at the scale of the French register (issue: open data, DESIGN.md §6).
 *
 *   npx tsx bench/import/run.ts [--companies 12500000] [--include sirene,rne] [--database registre_bench]
 *                               [--database-url URL] [--out DIR]
 *
 * 1. generates the synthetic register (files reused when already there, same seed);
 * 2. raw baseline: `COPY … FROM STDIN (FORMAT csv, HEADER)` of each Sirene file into a fresh,
 *    unindexed, all-text table in the database `<database>_raw` (what PostgreSQL alone costs to take the same bytes);
 * 3. the real importers into the database `--database` (default `registre_bench`; dropped and recreated, migrated,
 *    nomenclatures), which is kept afterwards for the search benchmark;
 * 4. prints rows/s per table, the ratio to the raw COPY, and writes bench/results/import-*.json.
 * Each measured step (raw COPY or import) starts after a CHECKPOINT, so none pays for the previous one's writes.
 */
import { createReadStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createPool, loadNomenclatures, migrate } from '@registre/db';
import {
  importRne,
  importSireneEstablishments,
  RneImportReport,
  importSireneUnits,
  type ImportReport,
} from '@registre/open-data';
import { GENERATED_FILE_NAMES, type GeneratedKind } from '@registre/open-data/generate';
import { adminQuery } from '../admin-query';
import { writeBenchResult } from '../write-result';
import { ensureGenerated } from './ensure-generated';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '12500000' },
    include: { type: 'string', default: 'sirene' },
    database: { type: 'string', default: 'registre_bench' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    out: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});

const companies = Number(values.companies);
const include = (values.include ?? 'sirene').split(',') as GeneratedKind[];
const outDir = resolve(values.out ?? `.data/bench/register-${companies}`);
const serverUrl = values['database-url'] as string;
const database = values.database as string;
if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`--database: not a plain database name: ${database}`);
const rawDatabase = `${database}_raw`;
const log = (line: string) => console.log(`[bench:import ${new Date().toISOString().slice(11, 19)}] ${line}`);

function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function admin(sql: string): Promise<void> {
  return adminQuery(serverUrl, sql);
}

/**
 * Writes back every dirty page now, before a measured step: otherwise the previous step's writes (the raw COPY of
 * 4.5 GB just before the first import) are flushed by the checkpointer during the next one and counted in it.
 */
function checkpoint(): Promise<void> {
  return admin('CHECKPOINT');
}

/** Raw COPY of a CSV file into an unindexed all-text table with the file's columns. */
async function rawCopy(file: string, table: string): Promise<{ rows: number; seconds: number }> {
  const client = new pg.Client({ connectionString: databaseUrl(rawDatabase) });
  await client.connect();
  try {
    const header = await new Promise<string>((resolveHeader, reject) => {
      const stream = createReadStream(file, { end: 64 * 1024, encoding: 'utf8' });
      stream.once('data', (chunk) => {
        stream.destroy();
        resolveHeader(String(chunk).split(/\r?\n/)[0] ?? '');
      });
      stream.once('error', reject);
    });
    const columns = header.replace(/^\uFEFF/, '').split(',').map((c) => `"${c.trim()}" text`);
    await client.query(`DROP TABLE IF EXISTS ${table}`);
    await client.query(`CREATE TABLE ${table} (${columns.join(', ')})`);
    await checkpoint();
    const started = performance.now();
    await pipeline(createReadStream(file, { highWaterMark: 1 << 20 }), client.query(copyFrom(`COPY ${table} FROM STDIN (FORMAT csv, HEADER)`)));
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    await client.query(`DROP TABLE ${table}`);
    return { rows: Number(rows[0]?.n ?? 0), seconds };
  } finally {
    await client.end();
  }
}

/**
 * Rows an import wrote: a Sirene import's are its lines; the RNE's are the companies it completed and the persons and
 * mandates it inserted (its records are fewer than the rows they give).
 */
function rowsWritten(report: ImportReport): number {
  if (report instanceof RneImportReport) return report.inserted + report.updated + report.persons.inserted + report.mandates.inserted;
  return report.read;
}

interface TableResult {
  table: string;
  rows: number;
  importSeconds: number;
  importRowsPerSecond: number;
  rawCopySeconds: number | null;
  ratioToRawCopy: number | null;
  report: ReturnType<ImportReport['toJSON']>;
}

async function main(): Promise<void> {
  await ensureGenerated({ companies, outDir, seed: Number(values.seed), include, log });
  const files = Object.fromEntries(Object.entries(GENERATED_FILE_NAMES).map(([key, name]) => [key, join(outDir, name)])) as Record<
    keyof typeof GENERATED_FILE_NAMES,
    string
  >;

  log('raw COPY baseline');
  await admin(`DROP DATABASE IF EXISTS ${rawDatabase} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${rawDatabase}`);
  const raw = {
    companies: await rawCopy(files.sireneUnits, 'raw_stock_unite_legale'),
    establishments: await rawCopy(files.sireneEstablishments, 'raw_stock_etablissement'),
  };
  await admin(`DROP DATABASE ${rawDatabase} WITH (FORCE)`);
  log(`raw COPY: ${JSON.stringify(raw)}`);

  log(`importing into ${database} (fresh)`);
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  const pool = createPool(databaseUrl(database), { max: 4 });
  const results: TableResult[] = [];
  try {
    await migrate(pool);
    await loadNomenclatures(pool);
    const steps: Array<[string, string, (p: pg.Pool, f: string, o: object) => Promise<ImportReport>, { rows: number; seconds: number } | null]> = [
      ['companies', files.sireneUnits, importSireneUnits, raw.companies],
      ['establishments', files.sireneEstablishments, importSireneEstablishments, raw.establishments],
    ];
    if (include.includes('rne')) steps.push(['RNE: companies completed, persons, mandates', files.rne, importRne, null]);
    for (const [table, file, importer, baseline] of steps) {
      await checkpoint();
      const report = (await importer(pool, file, { progress: true, log })).finish();
      log(report.summary());
      const rows = rowsWritten(report);
      results.push({
        table,
        rows,
        importSeconds: report.elapsedSeconds,
        importRowsPerSecond: Math.round(rows / report.elapsedSeconds),
        rawCopySeconds: baseline?.seconds ?? null,
        ratioToRawCopy: baseline ? Number((report.elapsedSeconds / baseline.seconds).toFixed(2)) : null,
        report: report.toJSON(),
      });
    }
    await pool.query('VACUUM ANALYZE');
  } finally {
    await pool.end();
  }

  const file = await writeBenchResult(`import-${companies}`, { companies, include, database, serverUrl: serverUrl.replace(/\/\/[^@]*@/, '//'), raw, results });
  console.log('\n| table | rows | import s | rows/s | raw COPY s | ratio |\n|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.table} | ${r.rows} | ${r.importSeconds.toFixed(1)} | ${r.importRowsPerSecond} | ${r.rawCopySeconds?.toFixed(1) ?? '—'} | ${r.ratioToRawCopy ?? '—'} |`);
  }
  log(`results written to ${file}; database ${database} kept for the search benchmark`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
