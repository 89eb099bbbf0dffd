import type { Pool, PoolClient } from 'pg';
import type { ImportOptions } from '../import/import-options';
import type { ImportReport } from '../import/import-report';
import { createProgress } from '../import/progress';
import { FileSetBytes } from '../io/file-set-bytes';
import { listRneFiles } from './read-rne-records';
import { RneBatch } from './rne-batch';
import { beginFirstLoad, endFirstLoad, restoreKeys, writeFirstLoad } from './rne-first-load';
import { RneImportReport } from './rne-import-report';
import { rneStepSource } from './rne-step-source';
import type { RneBatchSizes } from './rne-steps';
import { CREATE_RNE_STAGING, type RneBatchCounts, writeRneBatch } from './write-rne-batch';

export type { RneBatchSizes } from './rne-steps';

export interface RneImportOptions extends ImportOptions {
  /** Parse in a worker thread (default: for 32 MB of files or more, when the machine has 2 cores or more). */
  parseInThread?: boolean;
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

  /** The import's own connection, with its staging tables (released while a first load's keys are rebuilt). */
  const own: { client: PoolClient | null } = { client: null };
  const connection = async (): Promise<PoolClient> => {
    if (!own.client) {
      own.client = await pool.connect();
      await own.client.query(CREATE_RNE_STAGING);
    }
    return own.client;
  };
  // One write in flight while the next batch is parsed: Node parses while PostgreSQL writes.
  let writing: Promise<void> = Promise.resolve();
  let failed = false;
  let inFirstLoad = false;
  try {
    const firstLoad = await beginFirstLoad(await connection());
    inFirstLoad = firstLoad !== null;
    let batch = new RneBatch();
    const submit = async (write: (client: PoolClient) => Promise<RneBatchCounts>, records: number) => {
      await writing;
      const client = await connection();
      writing = write(client).then((counts) => report.add(counts, records));
      // Kept from being an unhandled rejection; the error is thrown by the next `await writing`.
      writing.catch(() => {});
    };
    const flush = async () => {
      if (batch.size === 0) return;
      const full = batch;
      batch = new RneBatch();
      await submit((client) => writeRneBatch(client, full), full.size + full.superseded);
    };

    const where = files.length > 1 ? (file: string, detail?: string) => (detail === undefined ? file : `${file}: ${detail}`) : (_: string, detail?: string) => detail;
    for await (const step of rneStepSource(files, { firstLoad, sizes }, bytes, options.parseInThread)) {
      if (step.kind === 'first-load') {
        const { write } = step;
        report.read += write.records;
        report.skippedPowers += write.skippedPowers;
        await submit((client) => writeFirstLoad(client, write), write.records);
      } else if (step.kind === 'first-load-end') {
        // Its writes done, the keys come back on the pool's connections: the import's own is released first.
        await writing;
        own.client?.release();
        own.client = null;
        report.persons.updated += await endFirstLoad(pool, step.patches, options.log);
        inFirstLoad = false;
      } else {
        for (const outcome of step.outcomes) {
          report.read++;
          if (!('record' in outcome)) {
            report.reject(outcome.line, outcome.reason, where(outcome.file, outcome.detail));
            continue;
          }
          report.skippedPowers += outcome.record.skippedPowers;
          batch.add(outcome.record);
          if (batch.size >= sizes.companies || batch.mandateCount >= sizes.mandates) await flush();
        }
      }
      progress?.update();
    }
    await flush();
    await writing;
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // Never hand back a connection with a write still running on it; a failed one is discarded.
    await writing.catch(() => {});
    own.client?.release(failed);
    progress?.stop();
    // A failed first load still gets its keys back: what was committed stays, whole.
    if (inFirstLoad) await restoreKeys(pool, options.log);
  }
  return report.finish();
}
