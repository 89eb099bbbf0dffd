import type { Pool, PoolClient } from 'pg';
import { deferIndexes, inTransaction, restoreDeferredIndexes } from '@registre/db';
import { StringDecoder } from 'node:string_decoder';
import type { ImportOptions } from '../import/import-options';
import { ImportReport } from '../import/import-report';
import { createProgress } from '../import/progress';
import { openTextInput } from '../io/open-text-input';
import { CopyBatch, withLineNumbers } from './copy-batch';
import { copyBuffers } from './copy-buffers';
import { CsvRecordParser, type OnCsvRecord } from './csv-record-parser';
import { RowRejection } from './row-rejection';
import { SireneHeader } from './sirene-header';
import { type StagedColumn, stagingTableSql } from './staging-upsert';
import type { RowMapper } from './unit-row-mapper';

/** What differs between the two Sirene stock files; the pipeline is the same. */
export interface SireneImportKind {
  /** Report kind, e.g. 'sirene-ul'. */
  kind: string;
  /** Target table. */
  target: string;
  staging: string;
  /** Staged columns; the first is the key, of `keyLength` digits. */
  columns: readonly StagedColumn[];
  keyLength: number;
  requiredColumns: readonly string[];
  createMapper(header: SireneHeader): RowMapper;
  /** Staging → target: update of the changed rows, then insert of the new ones (see staging-upsert.ts). */
  update: string;
  insert: string;
  /** Staged rows the insert leaves out on purpose (`{ line, detail }` rows), reported with `reason`. */
  leftOut?: { sql: string; reason: string };
}

/** Options the tests use to exercise several batches on a small file. */
export interface SireneImportOptions extends ImportOptions {
  /** Rows per batch (default 100,000). */
  batchRows?: number;
}

const DEFAULT_BATCH_ROWS = 100_000;
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The numeric value of the leading key digits of a line body (validated digits). */
function leadingNumber(body: string, length: number): number {
  let n = 0;
  for (let i = 0; i < length; i++) n = n * 10 + (body.charCodeAt(i) - 48);
  return n;
}

/** Applies a batch through the staging table, and counts it into the report. */
async function applyThroughStaging(client: PoolClient, kind: SireneImportKind, batch: CopyBatch, report: ImportReport): Promise<void> {
  const chunks = batch.withLines ? batch.chunks : withLineNumbers(batch.chunks, batch.lines);
  await inTransaction(client, async () => {
    // A batch is small next to the target (100k rows against up to 30M): probe the keys through the primary key
    // rather than let the planner, which has no statistics on the fresh staging rows, hash the whole target.
    await client.query('SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off');
    await copyBuffers(client, kind.staging, [...kind.columns.map((c) => c.name), 'line'], chunks);
    let leftOut = 0;
    if (kind.leftOut) {
      const { rows } = await client.query<{ line: number; detail: string }>(kind.leftOut.sql);
      for (const row of rows) report.reject(row.line, kind.leftOut.reason, row.detail);
      leftOut = rows.length;
    }
    const updated = (await client.query(kind.update)).rowCount ?? 0;
    const inserted = (await client.query(kind.insert)).rowCount ?? 0;
    // The staging table empties itself at commit (ON COMMIT DELETE ROWS).
    report.inserted += inserted;
    report.updated += updated;
    report.unchanged += batch.rows - leftOut - inserted - updated;
  });
}

/**
 * COPY a batch straight into the target: for a target that was empty when the import began (a first load), where
 * every row is new, this skips the staging copy and the key probes. A key already there (a file listing a unit
 * twice, in two batches) or an unknown company makes COPY fail: the batch is rolled back and false returned, for
 * the caller to redo it through staging.
 */
async function copyStraight(client: PoolClient, kind: SireneImportKind, batch: CopyBatch, report: ImportReport): Promise<boolean> {
  await client.query('BEGIN');
  try {
    await copyBuffers(client, kind.target, kind.columns.map((c) => c.name), batch.chunks);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    const code = (error as { code?: unknown }).code;
    if (code === UNIQUE_VIOLATION || code === FOREIGN_KEY_VIOLATION) return false;
    throw error;
  }
  report.inserted += batch.rows;
  return true;
}

/**
 * The Sirene import pipeline: stream the file (plain, .gz or the CSV entry of a .zip), parse and validate each
 * record in Node (a bad row is reported with its physical line number and never stops the import), and write the
 * valid rows by batches of 100k, each in its own transaction:
 * - while the target was empty at the start (a first load), straight into it with COPY, its secondary
 *   indexes dropped first and rebuilt once at the end (`deferIndexes`);
 * - otherwise COPY into a TEMP staging table, then update the changed rows and insert the new ones.
 *
 * Node parses the next batch while PostgreSQL writes the previous one (one batch in flight), so the two cores
 * work at the same time. A key seen twice in a batch closes the batch (one statement cannot write a row twice);
 * the later row wins.
 */
export async function runSireneImport(
  kind: SireneImportKind,
  pool: Pool,
  path: string,
  options: SireneImportOptions,
): Promise<ImportReport> {
  const report = new ImportReport(path, kind.kind);
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  const input = await openTextInput(path, (name) => /\.(csv|txt)$/i.test(name));
  const progress = options.progress ? createProgress(report, input) : { update() {}, stop() {} };
  const client = await pool.connect();
  let inFlight: Promise<void> = Promise.resolve();
  let deferred = 0;
  try {
    // INSEE's dateDernierTraitement values are French mainland local times without zone.
    await client.query(`SET TIME ZONE 'Europe/Paris'`);
    await client.query(stagingTableSql(kind.staging, kind.columns));
    const { rows: emptyRows } = await client.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM ${kind.target}) AS empty`);
    let straight = emptyRows[0]?.empty === true;
    // A first load builds the secondary indexes once at the end instead of row by row.
    if (straight) deferred = await deferIndexes(client, kind.target);

    const write = async (batch: CopyBatch) => {
      if (batch.withLines || !straight || !(await copyStraight(client, kind, batch, report))) {
        straight = false;
        await applyThroughStaging(client, kind, batch, report);
      }
    };
    let batch = new CopyBatch(!straight, batchRows);
    const ready: CopyBatch[] = [];
    const close = () => {
      if (batch.rows > 0) ready.push(batch.seal());
      batch = new CopyBatch(!straight, batchRows);
    };

    let map: RowMapper | null = null;
    const onRecord: OnCsvRecord = (fields, line, plain) => {
      if (map === null) {
        const header = new SireneHeader(fields);
        header.require(kind.requiredColumns, kind.kind);
        map = kind.createMapper(header);
        return;
      }
      report.read++;
      const body = map(fields, plain);
      if (body instanceof RowRejection) {
        report.reject(line, body.reason, body.detail);
        return;
      }
      // COPY would fail the whole batch on a NUL character: reject that row instead.
      if (body.includes('\u0000')) {
        report.reject(line, 'invalid-character', 'NUL');
        return;
      }
      const key = leadingNumber(body, kind.keyLength);
      if (batch.has(key)) close();
      batch.add(body, key, line);
      if (batch.full) close();
    };
    const submitReady = async () => {
      for (let next = ready.shift(); next; next = ready.shift()) {
        await inFlight;
        inFlight = write(next);
        // Surfaced when awaited (next batch or end); this only keeps Node from calling it unhandled meanwhile.
        inFlight.catch(() => {});
      }
    };

    const parser = new CsvRecordParser();
    // StringDecoder keeps a multi-byte character cut by a chunk boundary for the next chunk.
    const decoder = new StringDecoder('utf8');
    for await (const chunk of input.stream as AsyncIterable<Buffer>) {
      parser.push(decoder.write(chunk), onRecord);
      progress.update();
      await submitReady();
    }
    parser.push(decoder.end(), onRecord);
    parser.end(onRecord);
    close();
    await submitReady();
    await inFlight;
  } finally {
    await inFlight.catch(() => {});
    if (deferred > 0) {
      options.log?.(`${kind.kind}: rebuilding ${deferred} index(es) of ${kind.target}`);
      await restoreDeferredIndexes(client, kind.target);
    }
    await client.query(`DROP TABLE IF EXISTS ${kind.staging}; RESET TIME ZONE`).catch(() => {});
    client.release();
    input.stream.destroy();
    progress.stop();
  }
  return report.finish();
}
