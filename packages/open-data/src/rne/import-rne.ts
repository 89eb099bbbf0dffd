import type { Pool, PoolClient } from 'pg';
import type { ImportOptions } from '../import/import-options';
import type { ImportReport } from '../import/import-report';
import { createProgress } from '../import/progress';
import { FileSetBytes } from '../io/file-set-bytes';
import { parsedRneRecords } from './parsed-rne-records';
import { listRneFiles } from './read-rne-records';
import { RneBatch } from './rne-batch';
import { RneImportReport } from './rne-import-report';
import { RneFirstLoad, RneFirstLoadBatch, restoreKeys } from './rne-first-load';
import { CREATE_RNE_STAGING, type RneBatchCounts, writeRneBatch } from './write-rne-batch';

export interface RneBatchSizes {
  /** Companies per write: large enough for set-based SQL to pay off, small enough to keep memory flat. */
  companies: number;
  /** A batch is written earlier when its companies carry this many mandates. */
  mandates: number;
}

export interface RneImportOptions extends ImportOptions {
  /** Parse in a worker thread (default: for 32 MB of files or more, when the machine has 2 cores or more). */
  parseInWorker?: boolean;
}

const DEFAULT_BATCH: RneBatchSizes = { companies: 20_000, mandates: 100_000 };

/**
 * Imports INPI RNE company records (`.json` array, single object or API-responses wrapper;
 * `.jsonl`; or a directory of such files) into companies (capital, purpose, RCS registration;
 * a minimal row when Sirene has not created the company), persons and mandates.
 * Re-importing the same file changes nothing; a newer record replaces the company's current
 * mandates. Rules and limits: README.md next to this file. `sizes` is for tests and benchmarks.
 */
export async function importRne(pool: Pool, path: string, options: RneImportOptions = {}, sizes: RneBatchSizes = DEFAULT_BATCH): Promise<ImportReport> {
  const report = new RneImportReport(path, 'rne');
  const files = await listRneFiles(path);
  const bytes = await FileSetBytes.of(files);
  const progress = options.progress ? createProgress(report, bytes) : null;

  let held: PoolClient | null = await pool.connect();
  const connection = (): PoolClient => {
    if (!held) throw new Error('rne: no connection');
    return held;
  };
  // One write in flight while the next batch is parsed: Node parses while PostgreSQL writes.
  let writing: Promise<void> = Promise.resolve();
  let failed = false;
  let firstLoad: RneFirstLoad | null = null;
  /** Ends a first load: its keys back (on the pool's connections), its patches applied; then, when the file goes on, a connection for the rest. */
  const endFirstLoad = async (load: RneFirstLoad, goesOn: boolean) => {
    firstLoad = null;
    connection().release();
    held = null;
    report.persons.updated += await load.end(pool, options.log);
    if (!goesOn) return;
    held = await pool.connect();
    await held.query(CREATE_RNE_STAGING);
  };
  try {
    await connection().query(CREATE_RNE_STAGING);
    firstLoad = await RneFirstLoad.begin(connection());
    let batch = new RneBatch();
    let straight = new RneFirstLoadBatch();
    const submit = async (write: () => Promise<RneBatchCounts>, records: number) => {
      await writing;
      writing = write().then((counts) => report.add(counts, records));
      // Kept from being an unhandled rejection; the error is thrown by the next `await writing`.
      writing.catch(() => {});
    };
    const flush = async () => {
      if (firstLoad && straight.size > 0) {
        const full = straight;
        const load = firstLoad;
        straight = new RneFirstLoadBatch();
        await submit(() => load.write(connection(), full), full.size);
      }
      if (batch.size > 0) {
        const full = batch;
        batch = new RneBatch();
        await submit(() => writeRneBatch(connection(), full), full.size + full.superseded);
      }
    };

    const where = files.length > 1 ? (file: string, detail?: string) => (detail === undefined ? file : `${file}: ${detail}`) : (_: string, detail?: string) => detail;
    for await (const outcome of parsedRneRecords(files, bytes, options.parseInWorker)) {
      report.read++;
      if (!('record' in outcome)) {
        report.reject(outcome.line, outcome.reason, where(outcome.file, outcome.detail));
      } else {
        const { record } = outcome;
        report.skippedPowers += record.skippedPowers;
        if (firstLoad && !firstLoad.accepts(record)) {
          // A company seen twice: what came before is written, then the rest goes the staging way.
          await flush();
          await writing;
          await endFirstLoad(firstLoad, true);
        }
        if (firstLoad) {
          firstLoad.add(straight, record);
          if (straight.size >= sizes.companies || straight.mandateCount >= sizes.mandates) await flush();
        } else {
          batch.add(record);
          if (batch.size >= sizes.companies || batch.mandateCount >= sizes.mandates) await flush();
        }
      }
      progress?.update();
    }
    await flush();
    await writing;
    if (firstLoad) await endFirstLoad(firstLoad, false);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // Never hand back a connection with a write still running on it; a failed one is discarded.
    await writing.catch(() => {});
    held?.release(failed);
    progress?.stop();
    // A failed first load still gets its keys back: what was committed stays, whole.
    if (firstLoad) await restoreKeys(pool, options.log);
  }
  return report.finish();
}
