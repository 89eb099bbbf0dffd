/**
 * Deposited acts importer: INPI RNE attachments (`GET /api/companies/{siren}/attachments`, its
 * `actes` array) → `deposited_acts`, keyed by the RNE document id (`source_id`).
 *
 * Input (plain or .gz): `.jsonl` / `.ndjson`, one attachments answer per line (what the generator
 * writes); `.json`, one answer, an array of answers, or the API-responses wrapper
 * `{ metadata, responses: [{ siren, data | error }] }`; or a directory of such files (name order).
 * Shape and rules: docs/data-formats.md.
 */
import { inTransaction } from '@registre/db';
import type { Pool, PoolClient } from 'pg';
import { copyInto } from '../import/copy-into';
import { toCopyLine } from '../import/copy-format';
import type { ImportOptions } from '../import/import-options';
import { ImportReport } from '../import/import-report';
import { createProgress } from '../import/progress';
import { FileSetBytes } from '../io/file-set-bytes';
import { listRneFiles, readRneRecords } from '../rne/read-rne-records';
import { parseAttachments, type ActRow } from './act-record';

const BATCH_ROWS = 50_000;
const STAGING = 'acts_staging';

const COLUMNS = ['source_id', 'siren', 'filing_number', 'filing_date', 'act_type', 'description', 'confidential'] as const;
const UPDATED = COLUMNS.filter((column) => column !== 'source_id');

const CREATE_STAGING = `
  CREATE TEMP TABLE IF NOT EXISTS ${STAGING} (
    line integer NOT NULL, source_id text NOT NULL, siren char(9) NOT NULL, filing_number text, filing_date date,
    act_type text, description text, confidential boolean NOT NULL
  )`;

/** Acts of companies the register does not hold are taken out of the batch, to be reported. */
const TAKE_UNKNOWN = `
  WITH unknown AS (
    DELETE FROM ${STAGING} s WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.siren = s.siren)
    RETURNING line, siren, source_id
  )
  SELECT line, siren, source_id FROM unknown ORDER BY line`;

/** The last line of a document wins within a batch; unchanged acts are not rewritten. */
const UPSERT = `
  WITH batch AS (
    SELECT DISTINCT ON (source_id) ${COLUMNS.join(', ')} FROM ${STAGING} ORDER BY source_id, line DESC
  ), upserted AS (
    INSERT INTO deposited_acts (${COLUMNS.join(', ')})
    SELECT ${COLUMNS.join(', ')} FROM batch
    ON CONFLICT (source_id) DO UPDATE SET ${UPDATED.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
    WHERE (${UPDATED.map((c) => `deposited_acts.${c}`).join(', ')}) IS DISTINCT FROM (${UPDATED.map((c) => `EXCLUDED.${c}`).join(', ')})
    RETURNING (xmax = 0) AS inserted
  )
  SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM upserted`;

function copyLine(line: number, row: ActRow): string {
  return toCopyLine([line, row.sourceId, row.siren, row.filingNumber, row.filingDate, row.actType, row.description, row.confidential]);
}

async function flush(client: PoolClient, lines: string[], report: ImportReport): Promise<void> {
  if (lines.length === 0) return;
  await inTransaction(client, async () => {
    await client.query(`TRUNCATE ${STAGING}`);
    await copyInto(client, STAGING, ['line', ...COLUMNS], lines);
    const unknown = await client.query<{ line: number; siren: string; source_id: string }>(TAKE_UNKNOWN);
    for (const act of unknown.rows) report.reject(act.line, 'unknown-company', `${act.source_id}: ${act.siren}`);
    const { rows } = await client.query<{ inserted: number; updated: number }>(UPSERT);
    const inserted = rows[0]?.inserted ?? 0;
    const updated = rows[0]?.updated ?? 0;
    report.inserted += inserted;
    report.updated += updated;
    // Acts equal to the stored ones, and earlier lines of a document repeated in the batch.
    report.unchanged += lines.length - unknown.rows.length - inserted - updated;
  });
}

/**
 * Imports INPI RNE deposited acts (formats above) into `deposited_acts`. Each act read counts as
 * a row; bad records and bad acts are reported with their line and reason (invalid-json,
 * not-an-object, not-an-attachments-answer, api-error, missing-id, missing-siren, invalid-siren,
 * invalid-date, unknown-company) and the import goes on. Keyed by the RNE document id: importing
 * the same file twice changes nothing, a newer file updates the acts whose fields changed.
 */
export async function importActs(pool: Pool, path: string, options: ImportOptions = {}): Promise<ImportReport> {
  const report = new ImportReport(path, 'acts');
  const files = await listRneFiles(path);
  const bytes = await FileSetBytes.of(files);
  const progress = options.progress ? createProgress(report, bytes) : null;
  const client = await pool.connect();
  try {
    await client.query(CREATE_STAGING);
    let batch: string[] = [];
    // Attachment records are read nearly whole: parsed whole.
    for await (const raw of readRneRecords(files, true, bytes)) {
      const where = (detail?: string) => (files.length > 1 ? (detail === undefined ? raw.file : `${raw.file}: ${detail}`) : detail);
      if ('reason' in raw) {
        report.read++;
        report.reject(raw.line, raw.reason, where(raw.detail));
        continue;
      }
      const parsed = parseAttachments(raw.value);
      report.read += parsed.rows.length + parsed.rejections.length;
      for (const rejection of parsed.rejections) report.reject(raw.line, rejection.reason, where(rejection.detail));
      for (const row of parsed.rows) batch.push(copyLine(raw.line, row));
      if (batch.length >= BATCH_ROWS) {
        await flush(client, batch, report);
        batch = [];
      }
      progress?.update();
    }
    await flush(client, batch, report);
  } finally {
    await client.query(`DROP TABLE IF EXISTS ${STAGING}`).catch(() => undefined);
    client.release();
    progress?.stop();
  }
  return report.finish();
}
