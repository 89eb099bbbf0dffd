/**
 * Directors at the scale of the French register (issue: open data): the RNE import into a register that already
 * holds the Sirene files of the same generation (`bench/import/run.ts` leaves it in `registre_bench`).
 *
 *   npx tsx bench/import/directors.ts [--companies 12500000] [--database registre_bench] [--database-url URL]
 *
 * 1. generates the RNE file only (the same records as a full generation with the same seed and count: the company
 *    stream does not depend on which files are written), unless `.data/bench/register-<N>-rne` holds it;
 * 2. imports it with `importRne` into the existing database: companies completed (capital, purpose, RCS date),
 *    persons, mandates. Into a register without directors this is the RNE first load (COPY straight into persons
 *    and mandates, keys after); into one that has them, the staging path of an update (`run.ts --include
 *    sirene,rne` measures the first load on a fresh database);
 * 3. prints companies/s and rows/s (company rows updated + persons + mandates written), writes bench/results.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPool } from '@registre/db';
import { importRne } from '@registre/open-data';
import { GENERATED_FILE_NAMES } from '@registre/open-data/generate';
import { writeBenchResult } from '../write-result';
import { ensureGenerated } from './ensure-generated';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '12500000' },
    database: { type: 'string', default: 'registre_bench' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    seed: { type: 'string', default: '1' },
  },
});

const companies = Number(values.companies);
const outDir = resolve(`.data/bench/register-${companies}-rne`);
const log = (line: string) => console.log(`[bench:directors] ${line}`);
const url = new URL(values['database-url'] as string);
url.pathname = `/${values.database as string}`;

async function main(): Promise<void> {
  const file = join(outDir, GENERATED_FILE_NAMES.rne);
  await ensureGenerated({ companies, outDir, seed: Number(values.seed), include: ['rne'], log });
  const pool = createPool(url.toString(), { max: 2 });
  try {
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM companies');
    log(`importing ${file} into ${values.database} (${rows[0]?.n ?? 0} companies there)`);
    const report = (await importRne(pool, file, { progress: true, log })).finish();
    log(report.summary());
    const json = report.toJSON() as { persons?: { inserted: number; updated: number }; mandates?: { inserted: number; updated: number; ended: number } };
    const written =
      report.inserted + report.updated + (json.persons?.inserted ?? 0) + (json.persons?.updated ?? 0) + (json.mandates?.inserted ?? 0) + (json.mandates?.updated ?? 0) + (json.mandates?.ended ?? 0);
    const result = {
      companies,
      database: values.database,
      records: report.read,
      seconds: report.elapsedSeconds,
      recordsPerSecond: Math.round(report.read / report.elapsedSeconds),
      rowsWritten: written,
      rowsPerSecond: Math.round(written / report.elapsedSeconds),
      report: json,
    };
    const out = await writeBenchResult(`directors-${companies}`, result);
    log(`${result.records} records in ${result.seconds.toFixed(1)} s: ${result.recordsPerSecond} companies/s, ${written} rows written, ${result.rowsPerSecond} rows/s; ${out}`);
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
