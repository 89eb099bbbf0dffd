import { stat } from 'node:fs/promises';
import type { Pool, PoolClient } from 'pg';
import { ImportReport } from '../import/import-report';
import { type Progress, createProgress } from '../import/progress';
import { type RecordChunk, wholeRecordChunks } from '../io/whole-record-chunks';
import type { ChunkResult } from './chunk-mapper';
import { type ChunkRunner, createChunkRunner } from './chunk-runner';
import { parseCsv } from './csv-record-parser';
import { sireneRecordCut } from './record-chunker';
import { SireneBatches } from './sirene-batches';
import { SireneHeader } from './sirene-header';
import type { SireneImportKind, SireneImportOptions } from './sirene-import-kind';
import { SireneWriter } from './sirene-writer';
import type { SortedKeys } from './sorted-keys';

export type { SireneImportKind, SireneImportOptions } from './sirene-import-kind';

const DEFAULT_BATCH_ROWS = 100_000;
/** Bytes of a chunk of records (about: a chunk ends with a record). */
const CHUNK_BYTES = 1 << 20;
/** Chunks being parsed at once. */
const CHUNKS_IN_FLIGHT = 6;
const LF = 0x0a;

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
  const sireneImport = await SireneImport.open(kind, pool, path, options);
  return sireneImport.run();
}

/** The file being read: its chunks of whole records, the first already read, and the progress bar on them. */
interface SireneInput {
  chunks: AsyncGenerator<RecordChunk>;
  first: IteratorResult<RecordChunk>;
  progress: Progress;
}

/**
 * One run of the pipeline, in named steps: `open` (the file's first chunk, then a connection), `prepare` (staging
 * table, first load or not), then for each chunk `dispatch` (parse it, in a worker or here) and `take` (its result,
 * in file order, into batches written by the SireneWriter), then `finish` and `close`.
 */
class SireneImport {
  private readonly batchRows: number;
  private readonly writer: SireneWriter;
  /** Chunks being parsed, in file order. */
  private readonly parsing: Array<Promise<ChunkResult>> = [];
  private batches: SireneBatches | null = null;
  private parentKeys: SortedKeys | null = null;
  private header: string[] | null = null;
  private runner: ChunkRunner | null = null;

  private constructor(
    private readonly kind: SireneImportKind,
    pool: Pool,
    client: PoolClient,
    private readonly report: ImportReport,
    private readonly input: SireneInput,
    private readonly totalBytes: number,
    private readonly options: SireneImportOptions,
  ) {
    this.batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
    this.writer = new SireneWriter(pool, client, kind, report, options.log);
  }

  /**
   * Opens the file (plain, .gz or a .zip's CSV entry) in chunks of about 1 MB of whole records, read straight into
   * their buffers, and reads the first one before taking a connection: a file that cannot be read fails here,
   * before anything changes in the database.
   */
  static async open(kind: SireneImportKind, pool: Pool, path: string, options: SireneImportOptions): Promise<SireneImport> {
    const report = new ImportReport(path, kind.kind);
    const totalBytes = (await stat(path)).size;
    const reading: { bytesRead: () => number } = { bytesRead: () => 0 };
    const progress = options.progress ? createProgress(report, { totalBytes, bytesRead: () => reading.bytesRead() }) : { update() {}, stop() {} };
    const chunks = wholeRecordChunks([path], CHUNK_BYTES, {
      cut: sireneRecordCut,
      pick: (name) => /\.(csv|txt)$/i.test(name),
      progress: {
        onOpen: (read) => {
          reading.bytesRead = read;
        },
        onClose() {},
      },
    });
    try {
      const first = await chunks.next();
      const client = await pool.connect();
      return new SireneImport(kind, pool, client, report, { chunks, first, progress }, totalBytes, options);
    } catch (error) {
      await chunks.return(undefined);
      progress.stop();
      throw error;
    }
  }

  async run(): Promise<ImportReport> {
    const { chunks, progress } = this.input;
    try {
      await this.prepare();
      for (let next = this.input.first; next.done !== true; next = await chunks.next()) {
        await this.dispatch(next.value.bytes);
        progress.update();
      }
      await this.finish();
    } finally {
      await this.close();
    }
    return this.report.finish();
  }

  /** Staging table; on an empty target, a first load: rows go straight into it while their keys increase. */
  private async prepare(): Promise<void> {
    const { firstLoad, parentKeys } = await this.writer.prepare();
    this.parentKeys = parentKeys;
    this.batches = new SireneBatches(this.batchRows, firstLoad);
  }

  /**
   * Hands a chunk to be parsed, and takes the oldest results while too many are in flight. The first chunk starts
   * with the header line (no quoted line break in a header), which is checked and sets up the parsing.
   */
  private async dispatch(chunk: Buffer): Promise<void> {
    let data = chunk;
    if (this.header === null) {
      const end = chunk.indexOf(LF);
      this.header = parseCsv(chunk.subarray(0, end < 0 ? chunk.length : end).toString('utf8'))[0]?.fields ?? [];
      new SireneHeader(this.header).require(this.kind.requiredColumns, this.kind.kind);
      this.runner = createChunkRunner(
        { kind: this.kind.kind, header: this.header, parentKeys: this.parentKeys?.shared ?? null },
        this.totalBytes,
        this.options.workers,
      );
      data = end < 0 ? Buffer.alloc(0) : chunk.subarray(end + 1);
      if (data.length === 0) return;
    }
    if (this.runner === null) return;
    const parsed = this.runner.run(data);
    // Surfaced when taken; this only keeps Node from calling it unhandled meanwhile.
    parsed.catch(() => {});
    this.parsing.push(parsed);
    while (this.parsing.length > CHUNKS_IN_FLIGHT) await this.takeOne();
  }

  /** Takes the oldest chunk being parsed. */
  private async takeOne(): Promise<void> {
    const next = this.parsing.shift();
    if (next) await this.take(await next);
  }

  /** Counts a chunk's rows and rejections into the report, and its rows into batches, written as they fill. */
  private async take(result: ChunkResult): Promise<void> {
    const batches = this.requireBatches();
    this.report.read += result.read;
    for (const r of result.rejections) this.report.reject(batches.lineOf(r.line), r.reason, r.detail);
    batches.add(result);
    await this.submitReady();
  }

  private async submitReady(): Promise<void> {
    const batches = this.requireBatches();
    for (let batch = batches.takeReady(); batch; batch = batches.takeReady()) await this.writer.submit(batch);
  }

  /** The end of the file: the chunks still being parsed, the last batches, the first load's commit. */
  private async finish(): Promise<void> {
    while (this.parsing.length > 0) await this.takeOne();
    this.requireBatches().close();
    await this.submitReady();
    await this.writer.finish();
  }

  /**
   * Whether it ended or failed: closes the file (when the import stops before its end), the parsing threads and
   * the connection, then rebuilds a first load's keys and indexes.
   */
  private async close(): Promise<void> {
    await this.input.chunks.return(undefined);
    await this.runner?.close();
    await this.writer.release();
    this.input.progress.stop();
    await this.writer.restoreAfterFirstLoad();
  }

  private requireBatches(): SireneBatches {
    if (this.batches === null) throw new Error('the Sirene import was not prepared');
    return this.batches;
  }
}
