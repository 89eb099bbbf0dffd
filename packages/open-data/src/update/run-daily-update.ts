import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { fetchDayFile } from './fetch-day-file';
import { refreshChangedCompanies } from './refresh-changed-companies';
import type { UpdateSource } from './update-sources';

export type UpdateOutcome = 'succeeded' | 'failed' | 'skipped' | 'done-before';

export interface SourceOutcome {
  source: string;
  outcome: UpdateOutcome;
  /** Rows inserted or updated (for `derived`: search rows written). */
  rows: number;
  error?: string;
}

export interface DailyUpdateOptions {
  /** The day applied, YYYY-MM-DD. */
  period: string;
  /** Today in Paris (the data hub's lists end on it). */
  today: string;
  sources: readonly UpdateSource[];
  /** Where the day's files are downloaded (a folder per day is made in it). */
  workDir: string;
  log?: (line: string) => void;
  fetchFile?: typeof fetch;
  /**
   * Test hook: throws right after the step named `<source>:<step>` (steps: fetched, checked, imported), as a process
   * killed there would stop.
   */
  failAfter?: string;
}

export interface DailyUpdateResult {
  period: string;
  sources: SourceOutcome[];
}

/** The step after which a run was made to fail (failAfter). */
export class InjectedFailure extends Error {}

/**
 * `npm run data -- update` and the worker's daily job: applies one day of changes. For each source in order (Sirene
 * units, establishments, RNE, BODACC), unless a run of the same day already succeeded for it: fetch its day's file,
 * check it (whole, checksum, format, records), note the SIRENs it names, import it (the importers upsert and record the
 * events of followed companies), check the importer read every record. Then the derived data of the companies noted
 * (refresh-changed-companies.ts). Each source and the refresh are a row of `data_update_runs` with their steps,
 * counts and outcome.
 *
 * Idempotent: a second run of a day finds every step succeeded and changes nothing. Resumable: a run killed halfway
 * leaves its source `running` or `failed`; the next run does that source again from its file: its import changes only
 * what the killed one had not written (the importers compare before they write, so no event is recorded twice), and
 * the SIRENs noted before the import are refreshed after it.
 */
export async function runDailyUpdate(pool: Pool, options: DailyUpdateOptions): Promise<DailyUpdateResult> {
  const log = options.log ?? (() => {});
  const { period } = options;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period) || Number.isNaN(Date.parse(`${period}T00:00:00Z`))) throw new Error(`not a day: ${period}`);
  const dayDir = join(options.workDir, period);
  await mkdir(dayDir, { recursive: true });
  const results: SourceOutcome[] = [];
  const failAfter = (source: string, step: string) => {
    if (options.failAfter === `${source}:${step}`) throw new InjectedFailure(`stopped after ${source}:${step}`);
  };

  for (const source of options.sources) {
    if (await succeededBefore(pool, source.name, period)) {
      log(`update ${period}: ${source.name} done before`);
      results.push({ source: source.name, outcome: 'done-before', rows: 0 });
      continue;
    }
    const run = await startRun(pool, source.name, period);
    if (source.url === null) {
      await finishRun(pool, run, 'skipped', 0, 'not configured');
      log(`update ${period}: ${source.name} skipped (no address configured)`);
      results.push({ source: source.name, outcome: 'skipped', rows: 0, error: 'not configured' });
      continue;
    }
    try {
      const fetched = await fetchDayFile(source.url, source.sha256Url, period, join(dayDir, source.fileName), source.headers, options.fetchFile);
      await step(pool, run, 'fetched', { files: [{ url: fetched.url, bytes: fetched.bytes, sha256: fetched.sha256 }] });
      failAfter(source.name, 'fetched');

      const contents = await source.contents(fetched.path);
      await pool.query(
        `INSERT INTO data_update_changed_sirens (period, siren) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
        [period, [...contents.sirens]],
      );
      await step(pool, run, 'checked', { files: [{ url: fetched.url, bytes: fetched.bytes, sha256: fetched.sha256, records: contents.records, sirens: contents.sirens.size }] });
      failAfter(source.name, 'checked');

      const report = await source.importFile(pool, fetched.path, log);
      const counts = report.toJSON();
      if (source.countsRecords && report.read !== contents.records) {
        throw new Error(`${source.name}: the importer read ${report.read} records of ${contents.records}`);
      }
      const rows = report.inserted + report.updated;
      await step(pool, run, 'imported', { counts, rows });
      failAfter(source.name, 'imported');
      await finishRun(pool, run, 'succeeded', rows, null);
      log(`update ${period}: ${source.name} ${contents.records} records, ${report.inserted} inserted, ${report.updated} updated, ${report.rejected} rejected`);
      results.push({ source: source.name, outcome: 'succeeded', rows });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await finishRun(pool, run, 'failed', 0, message);
      results.push({ source: source.name, outcome: 'failed', rows: 0, error: message });
      log(`update ${period}: ${source.name} failed: ${message}`);
      // Later sources depend on earlier ones (establishments on their units): the day stops here, the next run resumes.
      return { period, sources: results };
    }
  }

  if (await succeededBefore(pool, 'derived', period)) {
    results.push({ source: 'derived', outcome: 'done-before', rows: 0 });
    return { period, sources: results };
  }
  const run = await startRun(pool, 'derived', period);
  try {
    const refreshed = await refreshChangedCompanies(pool, period, options.today, log);
    await step(pool, run, 'refreshed', { counts: refreshed, rows: refreshed.searchRows });
    await finishRun(pool, run, 'succeeded', refreshed.searchRows, null);
    // The SIRENs noted are needed until their day's refresh succeeds; a month is kept for inquiries.
    await pool.query(`DELETE FROM data_update_changed_sirens WHERE period < $1::date - 31`, [period]);
    results.push({ source: 'derived', outcome: 'succeeded', rows: refreshed.searchRows });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finishRun(pool, run, 'failed', 0, message);
    results.push({ source: 'derived', outcome: 'failed', rows: 0, error: message });
  }
  return { period, sources: results };
}

async function succeededBefore(pool: Pool, source: string, period: string): Promise<boolean> {
  const { rowCount } = await pool.query(`SELECT 1 FROM data_update_runs WHERE source = $1 AND period = $2 AND outcome = 'succeeded'`, [source, period]);
  return (rowCount ?? 0) > 0;
}

async function startRun(pool: Pool, source: string, period: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO data_update_runs (source, period, started_at) VALUES ($1, $2, now()) RETURNING id`,
    [source, period],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('data_update_runs: no id returned');
  return id;
}

interface StepRecord {
  files?: unknown[];
  counts?: unknown;
  rows?: number;
}

async function step(pool: Pool, run: string, name: string, record: StepRecord): Promise<void> {
  await pool.query(
    `UPDATE data_update_runs SET steps = array_append(steps, $2),
            files = coalesce($3::jsonb, files), counts = coalesce($4::jsonb, counts), rows = coalesce($5, rows)
      WHERE id = $1`,
    [run, name, record.files ? JSON.stringify(record.files) : null, record.counts ? JSON.stringify(record.counts) : null, record.rows ?? null],
  );
}

async function finishRun(pool: Pool, run: string, outcome: 'succeeded' | 'failed' | 'skipped', rows: number, error: string | null): Promise<void> {
  await pool.query(`UPDATE data_update_runs SET outcome = $2, rows = greatest(rows, $3), error = $4, finished_at = now() WHERE id = $1`, [run, outcome, rows, error]);
}
