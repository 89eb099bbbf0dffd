import { stat } from 'node:fs/promises';
import type { Pool, PoolClient } from 'pg';
import { deferForFirstLoad, inTransaction, restoreAfterFirstLoad, restoreDeferredConstraints } from '@registre/db';
import type { ImportOptions } from '../import/import-options';
import { ImportReport } from '../import/import-report';
import { createProgress } from '../import/progress';
import { type RecordChunk, wholeRecordChunks } from '../io/whole-record-chunks';
import type { ChunkResult } from './chunk-mapper';
import { type ChunkRunner, createChunkRunner } from './chunk-runner';
import { CopyBatch, StraightBatch } from './copy-batch';
import { copyBinary } from './copy-binary';
import { parseCsv } from './csv-record-parser';
import { sireneRecordCut } from './record-chunker';
import { SireneHeader } from './sirene-header';
import type { SireneRowKindName } from './sirene-row-kinds';
import { type SortedKeys, loadSortedKeys } from './sorted-keys';
import { type StagedColumn, stagingTableSql } from './staging-upsert';

/** What differs between the two Sirene stock files; the pipeline is the same. */
export interface SireneImportKind {
  /** Report kind, and how rows are mapped (sirene-row-kinds.ts). */
  kind: SireneRowKindName;
  /** Target table. */
  target: string;
  staging: string;
  /** Staged columns; the first is the key. */
  columns: readonly StagedColumn[];
  requiredColumns: readonly string[];
  /** Staging → target: update of the changed rows, then insert of the new ones (see staging-upsert.ts). */
  update: string;
  insert: string;
  /** Staged rows the insert leaves out on purpose (`{ line, detail }` rows), reported with `reason`. */
  leftOut?: { sql: string; reason: string };
  /** On a first load, the parent keys rows are checked against in Node (e.g. `SELECT siren FROM companies`). */
  parentKeys?: string;
}

/** Options the tests and the benchmark use. */
export interface SireneImportOptions extends ImportOptions {
  /** Rows per batch (default 100,000). */
  batchRows?: number;
  /** Parsing worker threads (default: for a file of 32 MB or more, up to 2 when 4 cores or more; 0: this thread). */
  workers?: number;
}

const DEFAULT_BATCH_ROWS = 100_000;
/** Bytes of a chunk of records (about: a chunk ends with a record). */
const CHUNK_BYTES = 1 << 20;
/** Chunks being parsed at once. */
const CHUNKS_IN_FLIGHT = 6;
const LF = 0x0a;
/** Deferred indexes rebuilt at once after a first load (each on its own connection). */
const INDEX_BUILDS_AT_ONCE = 4;

/** Applies a batch through the staging table, and counts it into the report. */
async function applyThroughStaging(client: PoolClient, kind: SireneImportKind, batch: CopyBatch, report: ImportReport): Promise<void> {
  await inTransaction(client, async () => {
    // A batch is small next to the target (100k rows against up to 30M): probe the keys through the primary key
    // rather than let the planner, which has no statistics on the fresh staging rows, hash the whole target.
    await client.query('SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off');
    await copyBinary(client, kind.staging, [...kind.columns.map((c) => c.name), 'line'], batch.chunks);
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
 * The Sirene import pipeline. The file (plain, .gz or the CSV entry of a .zip) is read in chunks of whole records
 * (../io/whole-record-chunks.ts, cut where record-chunker.ts says), which worker threads (or this thread, see
 * chunk-runner.ts) parse, validate and map into binary COPY tuples (chunk-mapper.ts; a bad row is reported with its physical line number and never stops the import).
 * This thread takes the results in file order and writes the rows by batches of 100k (binary COPY: PostgreSQL
 * parses no date or number), one batch in flight while the next chunks are parsed:
 * - on a first load (the target was empty at the start), straight into the target with COPY, with nothing for
 *   PostgreSQL to check row by row: its secondary indexes (`deferIndexes`), its primary key and foreign keys, and
 *   the foreign keys that reference it (`deferConstraints`) are dropped first and restored once at the end, by one
 *   sort per index and one join per foreign key. The straight part is one transaction, which truncates the empty
 *   target and COPYs with FREEZE: rows are written frozen and their pages all-visible, so the index builds and the
 *   foreign key checks that follow read no visibility information from the heap (the establishments' key checked
 *   in 2.5 s instead of 7 s at full scale) and no later VACUUM rewrites the pages to freeze them; readers of the
 *   target wait for the commit instead of seeing part of it. The rows are made to satisfy the keys: keys must come in strictly
 *   increasing order (INSEE's stock files are sorted), so none is there twice; an establishment whose company is
 *   not in `companies` is rejected with its line before COPY. The first key out of order (a file not sorted, or a
 *   key seen twice) ends the first load: the keys are restored and the rest of the file goes the staging way, so a
 *   later row of the same key updates the earlier one exactly as a re-import would;
 * - otherwise COPY into a TEMP staging table, then update the changed rows and insert the new ones (a key seen
 *   twice in a batch closes the batch: one statement cannot write a row twice; the later row wins).
 * A load that dies leaves its deferred keys and indexes recorded (and, if it dies during a first load's straight
 * part, no row: that transaction is rolled back): `migrate` restores them at the next boot.
 */
export async function runSireneImport(
  kind: SireneImportKind,
  pool: Pool,
  path: string,
  options: SireneImportOptions,
): Promise<ImportReport> {
  const report = new ImportReport(path, kind.kind);
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  const totalBytes = (await stat(path)).size;
  let bytesRead = () => 0;
  const progress = options.progress ? createProgress(report, { totalBytes, bytesRead: () => bytesRead() }) : { update() {}, stop() {} };
  // Chunks of about 1 MB of whole records (a plain file is read straight into their buffers). The first is read
  // before anything changes in the database: a file that cannot be read fails here.
  const chunks = wholeRecordChunks([path], CHUNK_BYTES, {
    cut: sireneRecordCut,
    pick: (name) => /\.(csv|txt)$/i.test(name),
    progress: {
      onOpen: (read) => {
        bytesRead = read;
      },
      onClose() {},
    },
  });
  let next: IteratorResult<RecordChunk>;
  let client: PoolClient;
  try {
    next = await chunks.next();
    client = await pool.connect();
  } catch (error) {
    await chunks.return(undefined);
    progress.stop();
    throw error;
  }
  let inFlight: Promise<void> = Promise.resolve();
  let runner: ChunkRunner | null = null;
  let firstLoad = false;
  let constraintsDeferred = false;
  /** Whether the first load's transaction is open: its first batch opens it, its end commits it (see README). */
  let loadOpen = false;
  const openLoad = async () => {
    await client.query('BEGIN');
    loadOpen = true;
    // COPY … FREEZE wants the table truncated in its transaction; the lock keeps others out until the commit and
    // the check makes sure the truncation removes nothing.
    await client.query(`LOCK TABLE ${kind.target} IN ACCESS EXCLUSIVE MODE`);
    const { rowCount } = await client.query(`SELECT 1 FROM ${kind.target} LIMIT 1`);
    if (rowCount !== 0) throw new Error(`${kind.target} was written to by someone else during its first load`);
    await client.query(`TRUNCATE ${kind.target}`);
  };
  const commitLoad = async () => {
    if (!loadOpen) return;
    loadOpen = false;
    await client.query('COMMIT');
  };
  const restoreConstraints = async () => {
    if (!constraintsDeferred) return;
    constraintsDeferred = false;
    options.log?.(`${kind.kind}: restoring the keys of ${kind.target}`);
    await restoreDeferredConstraints(client, kind.target);
  };
  try {
    await client.query(stagingTableSql(kind.staging, kind.columns));
    const { rows: emptyRows } = await client.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM ${kind.target}) AS empty`);
    let straight = emptyRows[0]?.empty === true;
    let parentKeys: SortedKeys | null = null;
    if (straight) {
      await deferForFirstLoad(client, kind.target);
      firstLoad = true;
      constraintsDeferred = true;
      if (kind.parentKeys) parentKeys = await loadSortedKeys(client, kind.parentKeys);
    }

    const write = async (batch: StraightBatch | CopyBatch) => {
      if (batch instanceof StraightBatch) {
        if (!loadOpen) await openLoad();
        await copyBinary(client, kind.target, kind.columns.map((c) => c.name), batch.chunks, { freeze: true });
        report.inserted += batch.rows;
        return;
      }
      // The staging upsert probes the target through its primary key.
      await commitLoad();
      await restoreConstraints();
      await applyThroughStaging(client, kind, batch, report);
    };
    const ready: Array<StraightBatch | CopyBatch> = [];
    let straightBatch = new StraightBatch(batchRows);
    let stagingBatch = new CopyBatch(batchRows);
    const closeStraight = () => {
      if (straightBatch.rows > 0) ready.push(straightBatch);
      straightBatch = new StraightBatch(batchRows);
    };
    const closeStaging = () => {
      if (stagingBatch.rows > 0) ready.push(stagingBatch.seal());
      stagingBatch = new CopyBatch(batchRows);
    };
    const submitReady = async () => {
      for (let next = ready.shift(); next; next = ready.shift()) {
        await inFlight;
        inFlight = write(next);
        // Surfaced when awaited (next batch or end); this only keeps Node from calling it unhandled meanwhile.
        inFlight.catch(() => {});
      }
    };

    /** Line number of the first line of the next chunk result (the header is line 1). */
    let lineBase = 2;
    /** Last key written straight: keys must increase for a row to go straight. */
    let lastKey = -1;
    const take = async (result: ChunkResult) => {
      report.read += result.read;
      for (const r of result.rejections) report.reject(lineBase + r.line - 1, r.reason, r.detail);
      const { keys, ends, lines, copy } = result;
      const rows = keys.length;
      /** Where row `row` starts in `copy` (the end of the previous one). */
      const start = (row: number) => (row === 0 ? 0 : (ends[row - 1] ?? 0));
      let row = 0;
      if (straight) {
        let first = 0;
        while (row < rows && (keys[row] ?? 0) > lastKey) {
          lastKey = keys[row] ?? 0;
          row++;
          if (row - first + straightBatch.rows >= batchRows || row === rows) {
            straightBatch.add(copy.subarray(start(first), start(row)), row - first);
            first = row;
            if (straightBatch.full) closeStraight();
          }
        }
        if (row < rows) {
          // Out of order, or seen twice: the first load ends here (the rows before still go straight).
          straightBatch.add(copy.subarray(start(first), start(row)), row - first);
          straight = false;
          closeStraight();
        }
      }
      for (; row < rows; row++) {
        const key = keys[row] ?? 0;
        if (stagingBatch.has(key)) closeStaging();
        stagingBatch.add(copy.subarray(start(row), start(row + 1)), key, lineBase + (lines[row] ?? 1) - 1);
        if (stagingBatch.full) closeStaging();
      }
      lineBase += result.lineCount;
      await submitReady();
    };

    const parsing: Array<Promise<ChunkResult>> = [];
    const takeOne = async () => {
      const next = parsing.shift();
      if (next) await take(await next);
    };
    let header: string[] | null = null;
    const dispatch = async (chunk: Buffer) => {
      let data = chunk;
      if (header === null) {
        // The first chunk starts with the header line (no quoted line break in a header).
        const end = chunk.indexOf(LF);
        header = parseCsv(chunk.subarray(0, end < 0 ? chunk.length : end).toString('utf8'))[0]?.fields ?? [];
        new SireneHeader(header).require(kind.requiredColumns, kind.kind);
        runner = createChunkRunner({ kind: kind.kind, header, parentKeys: parentKeys?.shared ?? null }, totalBytes, options.workers);
        data = end < 0 ? Buffer.alloc(0) : chunk.subarray(end + 1);
        if (data.length === 0) return;
      }
      if (runner === null) return;
      const parsed = runner.run(data);
      // Surfaced when taken; this only keeps Node from calling it unhandled meanwhile.
      parsed.catch(() => {});
      parsing.push(parsed);
      while (parsing.length > CHUNKS_IN_FLIGHT) await takeOne();
    };

    for (; next.done !== true; next = await chunks.next()) {
      await dispatch(next.value.bytes);
      progress.update();
    }
    while (parsing.length > 0) await takeOne();
    closeStraight();
    closeStaging();
    await submitReady();
    await inFlight;
    await commitLoad();
  } finally {
    // Closes the file when the import stops before its end.
    await chunks.return(undefined);
    await inFlight.catch(() => {});
    /** Set when the connection cannot be trusted any more: it is then not given back to the pool. */
    let broken: Error | undefined;
    if (loadOpen) {
      await client.query('ROLLBACK').catch((error: unknown) => {
        broken = error instanceof Error ? error : new Error(String(error));
      });
    }
    await (runner as ChunkRunner | null)?.close();
    await client.query(`DROP TABLE IF EXISTS ${kind.staging}`).catch(() => {});
    client.release(broken);
    progress.stop();
    // On connections of the pool (this one released first, whatever the pool's size), several at once: the
    // indexes of the keys with the secondary ones, then the keys take their index and the foreign keys are checked.
    if (firstLoad) await restoreAfterFirstLoad(pool, kind.target, INDEX_BUILDS_AT_ONCE, (line) => options.log?.(`${kind.kind}: ${line}`));
  }
  return report.finish();
}
