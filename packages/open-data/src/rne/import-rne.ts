import type { Pool } from 'pg';
import type { ImportOptions } from '../import/import-options';
import type { ImportReport } from '../import/import-report';
import { createProgress } from '../import/progress';
import { FileSetBytes } from '../io/file-set-bytes';
import { parseRneCompany } from './parse-rne-company';
import { listRneFiles, readRneRecords } from './read-rne-records';
import { RneBatch } from './rne-batch';
import { RneImportReport } from './rne-import-report';
import { CREATE_RNE_STAGING, writeRneBatch } from './write-rne-batch';

export interface RneBatchSizes {
  /** Companies per write: large enough for set-based SQL to pay off, small enough to keep memory flat. */
  companies: number;
  /** A batch is written earlier when its companies carry this many mandates. */
  mandates: number;
}

const DEFAULT_BATCH: RneBatchSizes = { companies: 20_000, mandates: 100_000 };

/**
 * Imports INPI RNE company records (`.json` array, single object or API-responses wrapper;
 * `.jsonl`; or a directory of such files) into companies (capital, purpose, RCS registration;
 * a minimal row when Sirene has not created the company), persons and mandates.
 * Re-importing the same file changes nothing; a newer record replaces the company's current
 * mandates. Rules and limits: README.md next to this file. `sizes` is for tests and benchmarks.
 */
export async function importRne(pool: Pool, path: string, options: ImportOptions = {}, sizes: RneBatchSizes = DEFAULT_BATCH): Promise<ImportReport> {
  const report = new RneImportReport(path, 'rne');
  const files = await listRneFiles(path);
  const bytes = await FileSetBytes.of(files);
  const progress = options.progress ? createProgress(report, bytes) : null;

  const client = await pool.connect();
  // One write in flight while the next batch is parsed: Node parses while PostgreSQL writes.
  let writing: Promise<void> = Promise.resolve();
  let failed = false;
  try {
    await client.query(CREATE_RNE_STAGING);
    let batch = new RneBatch();
    const flush = async (full: RneBatch) => {
      await writing;
      if (full.size === 0) return;
      writing = writeRneBatch(client, full).then((counts) => report.add(counts, full.size + full.superseded));
      // Kept from being an unhandled rejection; the error is thrown by the next `await writing`.
      writing.catch(() => {});
    };

    const records = readRneRecords(files, bytes);
    const where = files.length > 1 ? (file: string, detail?: string) => (detail === undefined ? file : `${file}: ${detail}`) : (_: string, detail?: string) => detail;
    for await (const raw of records) {
      report.read++;
      if ('reason' in raw) {
        report.reject(raw.line, raw.reason, where(raw.file, raw.detail));
      } else {
        const parsed = parseRneCompany(raw.value);
        if (!parsed.ok) {
          report.reject(raw.line, parsed.reason, where(raw.file, parsed.detail));
        } else {
          report.skippedPowers += parsed.record.skippedPowers;
          batch.add(parsed.record);
          if (batch.size >= sizes.companies || batch.mandateCount >= sizes.mandates) {
            await flush(batch);
            batch = new RneBatch();
          }
        }
      }
      progress?.update();
    }
    await flush(batch);
    await writing;
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // Never hand back a connection with a write still running on it; a failed one is discarded.
    await writing.catch(() => {});
    client.release(failed);
    progress?.stop();
  }
  return report.finish();
}
