/**
 * Cost of recording company events in the imports (issue 23, DESIGN.md §6: at most +10 % with 100,000 of
 * 1 M companies followed).
 *
 *   npx tsx bench/following/events-overhead.ts [--companies 1000000] [--followed-share 0.1] [--runs 3]
 *       [--first-load-runs 1] [--sources sirene,rne-first-load,rne-daily,bodacc,accounts] [--every 20]
 *       [--lock /tmp/bench.lock] [--database registre_bench_following]
 *
 * Generates the synthetic register (files reused when there), loads its legal units into a fresh database
 * (`--database`, dropped first), then times each source's import alternately with nobody following and with
 * `--followed-share` of the companies followed (ABBA order: run 1 without then with, run 2 with then without…),
 * restoring the tables the import wrote before every timed run:
 * - `sirene`: a re-import of a changed copy of the units stock (names of 2 % of the units changed, all their
 *   processing dates moved on, so every row goes through the staging UPDATE);
 * - `rne-first-load`: the RNE stock into empty persons and mandates (the first-load path, `--first-load-runs`);
 * - `rne-daily`: after the RNE stock, a file of one record in `--every`, each with its share capital raised and its
 *   first individual director replaced (capital changes, directors left and appointed);
 * - `bodacc`, `accounts`: the stock of all lines but one in `--every` loaded once (not timed), then the remaining
 *   lines imported as a later file (new announcements, new annual accounts).
 * With `--lock`, each restore and timed import holds an exclusive flock on that file (nothing else in it).
 * Prints each source's median times and overhead; writes bench/results/following-events-<source>-*.json.
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPool, loadNomenclatures, migrate } from '@registre/db';
import { importBodacc, importRatios, importRne, importSireneUnits, type ImportReport } from '@registre/open-data';
import { GENERATED_FILE_NAMES, type GeneratedKind } from '@registre/open-data/generate';
import { ensureGenerated } from '../import/ensure-generated';
import { adminQuery } from '../admin-query';
import { writeBenchResult } from '../write-result';
import { withBenchLock } from './bench-lock';
import { median } from './following-bench';
import { StatementTimer } from './statement-timer';
import { changedUnitsCopy, rneDailyFile, splitJsonLines } from './update-files';

const SOURCES = ['sirene', 'rne-first-load', 'rne-daily', 'bodacc', 'accounts'] as const;
type Source = (typeof SOURCES)[number];

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '1000000' },
    'followed-share': { type: 'string', default: '0.1' },
    runs: { type: 'string', default: '3' },
    'first-load-runs': { type: 'string', default: '1' },
    sources: { type: 'string', default: SOURCES.join(',') },
    every: { type: 'string', default: '20' },
    lock: { type: 'string' },
    database: { type: 'string', default: 'registre_bench_following' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const companies = Number(values.companies);
const share = Number(values['followed-share']);
const every = Number(values.every);
const sources = (values.sources ?? '').split(',').map((source) => source.trim());
const unknown = sources.filter((source) => !(SOURCES as readonly string[]).includes(source));
if (unknown.length > 0) throw new Error(`--sources takes ${SOURCES.join(', ')}; not ${unknown.join(', ')}`);
const serverUrl = values['database-url'] as string;
const DATABASE = values.database as string;
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error(`--database: not a plain database name: ${DATABASE}`);
const outDir = resolve(`.data/bench/register-${companies}`);
const log = (line: string) => console.log(`[bench:following ${new Date().toISOString().slice(11, 19)}] ${line}`);


/** One source's import, timed with and without followed companies. */
interface Phase {
  source: Source;
  runs: number;
  /** Untimed: the files and the stored state the timed import starts from; returns facts for the result. */
  prepare: () => Promise<Record<string, unknown>>;
  /** Puts back the state `prepare` left (run before every timed import, inside the lock). */
  restore: () => Promise<void>;
  importer: () => Promise<ImportReport>;
}

interface TimedRun {
  followed: boolean;
  seconds: number;
  /** Time spent in the import's own `INSERT INTO company_events` statements during the run. */
  eventStatementSeconds: number;
  events: number;
  loadAverage: number[];
  report: ReturnType<ImportReport['toJSON']>;
}

async function main(): Promise<void> {
  const include: GeneratedKind[] = ['sirene', 'rne', 'bodacc', 'ratios'];
  await ensureGenerated({ companies, outDir, seed: 1, include, log });
  const file = (name: keyof typeof GENERATED_FILE_NAMES) => join(outDir, GENERATED_FILE_NAMES[name]);
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE ${DATABASE}`);
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  const pool = createPool(url.toString(), { max: 4 });
  // The Sirene and RNE capital events are statements of their own (the others are steps of the importers' statements).
  const eventStatements = new StatementTimer(pool, 'INSERT INTO company_events');
  const count = async (sql: string, params: unknown[] = []) => (await pool.query<{ n: string }>(sql, params)).rows[0]?.n ?? '0';
  try {
    await migrate(pool);
    await loadNomenclatures(pool);
    log(`first load of ${companies} units`);
    await importSireneUnits(pool, file('sireneUnits'), {});
    await pool.query('CREATE TABLE bench_companies AS SELECT * FROM companies');
    const { rows } = await pool.query<{ id: string }>(`INSERT INTO users (email) VALUES ('bench@exemple.fr') RETURNING id`);
    const list = (await pool.query<{ id: string }>(`INSERT INTO followed_lists (user_id, name) VALUES ($1, 'bench') RETURNING id`, [rows[0]?.id])).rows[0]?.id;
    const followedCount = Math.round(companies * share);
    const follow = async (on: boolean) => {
      await pool.query('TRUNCATE followed_companies');
      if (on) await pool.query(`INSERT INTO followed_companies (list_id, siren) SELECT $1, siren FROM bench_companies ORDER BY md5(siren) LIMIT $2`, [list, followedCount]);
      await pool.query('ANALYZE followed_companies');
    };

    /** Every written column of `table` back to the values of `snapshot` (a `SELECT *` copy), rows compared whole. */
    const restoreRows = async (table: string, snapshot: string, key: string[], deleteMissing: boolean) => {
      const { rows: columns } = await pool.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
        [table],
      );
      const names = columns.map((column) => column.name).filter((name) => !key.includes(name));
      const same = key.map((column) => `s.${column} = t.${column}`).join(' AND ');
      if (deleteMissing) await pool.query(`DELETE FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM ${snapshot} s WHERE ${same})`);
      await pool.query(`UPDATE ${table} t SET (${names.join(', ')}) = ROW(${names.map((name) => `s.${name}`).join(', ')}) FROM ${snapshot} s WHERE ${same} AND t::text IS DISTINCT FROM s::text`);
    };
    const settle = async (tables: string[]) => {
      await pool.query('TRUNCATE company_events CASCADE');
      await pool.query(`VACUUM ANALYZE ${tables.join(', ')}`);
      await pool.query('CHECKPOINT');
    };
    /** Splits a generated JSON-lines file into `<name>-stored.jsonl` (imported now, not timed) and `<name>-later.jsonl`. */
    const storeAllButLater = async (name: string, source: keyof typeof GENERATED_FILE_NAMES, importer: typeof importBodacc) => {
      const split = await splitJsonLines(file(source), join(outDir, `${name}-stored.jsonl`), join(outDir, `${name}-later.jsonl`), every);
      log(`${name}: ${split.stored} lines stored first (not timed)`);
      await importer(pool, join(outDir, `${name}-stored.jsonl`), {});
      return { file: `${name}-later.jsonl`, ...split };
    };
    const mandatesLoaded = async () => (await count('SELECT count(*) AS n FROM (SELECT 1 FROM mandates LIMIT 1) m')) !== '0';

    const phases: Record<Source, Phase> = {
      sirene: {
        source: 'sirene',
        runs: Number(values.runs),
        prepare: async () => {
          await changedUnitsCopy(file('sireneUnits'), join(outDir, 'StockUniteLegale_changed.csv'));
          return { file: 'StockUniteLegale_changed.csv', change: 'every processing date moved on, one name in 50 changed' };
        },
        restore: async () => {
          await restoreRows('companies', 'bench_companies', ['siren'], false);
          await settle(['companies']);
        },
        importer: () => importSireneUnits(pool, join(outDir, 'StockUniteLegale_changed.csv'), {}),
      },
      'rne-first-load': {
        source: 'rne-first-load',
        runs: Number(values['first-load-runs']),
        prepare: async () => ({ file: GENERATED_FILE_NAMES.rne }),
        restore: async () => {
          await pool.query('TRUNCATE mandates, persons CASCADE');
          await restoreRows('companies', 'bench_companies', ['siren'], true);
          await settle(['companies', 'persons', 'mandates']);
        },
        importer: () => importRne(pool, file('rne'), {}),
      },
      'rne-daily': {
        source: 'rne-daily',
        runs: Number(values.runs),
        prepare: async () => {
          if (!(await mandatesLoaded())) {
            log('RNE stock (first load, not timed)');
            await importRne(pool, file('rne'), {});
          }
          const daily = await rneDailyFile(file('rne'), join(outDir, 'rne-daily.jsonl'), every);
          await pool.query('CREATE TABLE bench_rne_sirens AS SELECT DISTINCT unnest($1::text[])::char(9) AS siren', [daily.sirens]);
          await pool.query('CREATE TABLE bench_rne_companies AS SELECT c.* FROM companies c JOIN bench_rne_sirens d ON d.siren = c.siren');
          await pool.query('CREATE TABLE bench_rne_mandates AS SELECT m.* FROM mandates m JOIN bench_rne_sirens d ON d.siren = m.siren');
          await pool.query('CREATE TABLE bench_rne_persons AS SELECT max(id) AS last_id FROM persons');
          return { file: 'rne-daily.jsonl', records: daily.sirens.length, capitalChanged: daily.capitalChanged, directorReplaced: daily.directorReplaced };
        },
        restore: async () => {
          await pool.query('DELETE FROM mandates m USING bench_rne_sirens d WHERE d.siren = m.siren');
          await pool.query('INSERT INTO mandates SELECT * FROM bench_rne_mandates');
          await pool.query('DELETE FROM persons WHERE id > (SELECT last_id FROM bench_rne_persons)');
          await restoreRows('companies', 'bench_rne_companies', ['siren'], false);
          await settle(['companies', 'persons', 'mandates']);
        },
        importer: () => importRne(pool, join(outDir, 'rne-daily.jsonl'), {}),
      },
      bodacc: {
        source: 'bodacc',
        runs: Number(values.runs),
        prepare: async () => {
          const facts = await storeAllButLater('bodacc', 'bodacc', importBodacc);
          await pool.query('CREATE TABLE bench_announcements AS SELECT max(id) AS last_id FROM announcements');
          await pool.query('CREATE TABLE bench_cancelled AS SELECT id FROM announcements WHERE cancelled');
          await pool.query('CREATE TABLE bench_proceedings AS SELECT * FROM insolvency_proceedings');
          return facts;
        },
        restore: async () => {
          await pool.query('DELETE FROM announcements WHERE id > (SELECT last_id FROM bench_announcements)');
          await pool.query('UPDATE announcements a SET cancelled = false WHERE cancelled AND NOT EXISTS (SELECT 1 FROM bench_cancelled b WHERE b.id = a.id)');
          await pool.query('TRUNCATE insolvency_proceedings');
          await pool.query('INSERT INTO insolvency_proceedings SELECT * FROM bench_proceedings');
          await settle(['announcements', 'insolvency_proceedings']);
        },
        importer: () => importBodacc(pool, join(outDir, 'bodacc-later.jsonl'), {}),
      },
      accounts: {
        source: 'accounts',
        runs: Number(values.runs),
        prepare: async () => {
          const facts = await storeAllButLater('ratios', 'ratios', importRatios);
          await pool.query('CREATE TABLE bench_statements AS SELECT * FROM financial_statements');
          return facts;
        },
        restore: async () => {
          await restoreRows('financial_statements', 'bench_statements', ['siren', 'fiscal_year_end'], true);
          await settle(['financial_statements']);
        },
        importer: () => importRatios(pool, join(outDir, 'ratios-later.jsonl'), {}),
      },
    };

    for (const source of SOURCES.filter((name) => sources.includes(name))) {
      const phase = phases[source];
      log(`${source}: preparing`);
      const facts = await phase.prepare();
      const timed = async (followed: boolean): Promise<TimedRun> => {
        await follow(followed);
        return withBenchLock(values.lock, async () => {
          await phase.restore();
          const before = loadavg();
          eventStatements.seconds = 0;
          const started = performance.now();
          const report = (await phase.importer()).finish();
          const seconds = (performance.now() - started) / 1000;
          const eventStatementSeconds = eventStatements.seconds;
          const events = Number(await count('SELECT count(*) AS n FROM company_events'));
          log(
            `${source}: ${seconds.toFixed(2)} s ${followed ? `with ${followedCount} followed` : 'without'} (${events} events; events statements ${eventStatementSeconds.toFixed(2)} s; load average ${before[0]?.toFixed(1)} → ${loadavg()[0]?.toFixed(1)})`,
          );
          return { followed, seconds, eventStatementSeconds, events, loadAverage: [before[0] ?? 0, loadavg()[0] ?? 0], report: report.toJSON() };
        });
      };
      const runs: TimedRun[] = [];
      for (let run = 0; run < phase.runs; run += 1) {
        const order = run % 2 === 0 ? [false, true] : [true, false];
        for (const followed of order) runs.push(await timed(followed));
      }
      const without = runs.filter((run) => !run.followed).map((run) => run.seconds);
      const withFollowed = runs.filter((run) => run.followed).map((run) => run.seconds);
      const result = {
        source,
        companies,
        followed: followedCount,
        facts,
        withoutSeconds: without,
        withSeconds: withFollowed,
        medianWithout: median(without),
        medianWith: median(withFollowed),
        overhead: median(withFollowed) / median(without) - 1,
        /** The events statements' own time in the runs with followed companies, against the rest of those runs. */
        medianEventStatementSecondsWith: median(runs.filter((run) => run.followed).map((run) => run.eventStatementSeconds)),
        medianEventStatementShare: median(runs.filter((run) => run.followed).map((run) => run.eventStatementSeconds / (run.seconds - run.eventStatementSeconds))),
        runs,
      };
      log(
        `${source}: median ${result.medianWithout.toFixed(2)} s → ${result.medianWith.toFixed(2)} s: ${(result.overhead * 100).toFixed(1)} %; events statements ${(result.medianEventStatementShare * 100).toFixed(1)} % of the rest of their runs`,
      );
      log(`written ${await writeBenchResult(`following-events-${source}`, result)}`);
    }
  } finally {
    await pool.end();
  }
}

await main();
