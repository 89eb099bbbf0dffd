import { Worker } from 'node:worker_threads';
import { workerScript } from '../import/worker-script';
import { type JsonLineChunk, jsonLineChunks } from '../io/json-line-chunks';
import type { RneOutcome } from './parsed-rne-records';
import type { RneFileProgress } from './read-rne-records';
import type { RneChunkResult, RneChunkTask } from './rne-chunk-task';
import { type RneFirstLoadPlan, RneFirstLoadRows } from './rne-first-load-rows';
import { endOfFirstLoad, type RneStep, type RneStepsPlan } from './rne-steps';

/** Bytes of JSON lines per chunk: about 1,500 records of the generated register, a few ms of work. */
export const DEFAULT_CHUNK_BYTES = 4 << 20;
/** Chunks given to each worker before its first result is taken: one to parse while the other's result travels. */
const CHUNKS_PER_WORKER = 2;

/** A chunk on its way: the entries to leave out when it is parsed again for the staging path. */
interface PendingChunk extends JsonLineChunk {
  skip: number;
}

/** The parsing workers: each chunk goes to the one with the fewest chunks, results come back by sequence number. */
class ChunkWorkers {
  private readonly workers: Worker[];
  private readonly load: number[];
  private readonly waiting = new Map<number, { resolve: (result: RneChunkResult) => void; reject: (error: Error) => void; worker: number }>();
  private seq = 0;

  constructor(count: number, roleLabels: RneFirstLoadPlan['roleLabels']) {
    this.workers = Array.from({ length: count }, () => new Worker(workerScript(import.meta.url, './rne-chunk-worker'), { eval: true, workerData: { roleLabels } }));
    this.load = this.workers.map(() => 0);
    this.workers.forEach((worker, index) => {
      worker.on('message', (result: RneChunkResult) => {
        const waiter = this.waiting.get(result.seq);
        if (!waiter) return;
        this.waiting.delete(result.seq);
        this.load[index]!--;
        if ('error' in result) waiter.reject(new Error(`rne parsing worker: ${result.error}`));
        else waiter.resolve(result);
      });
      const fail = (error: Error) => {
        for (const [seq, waiter] of this.waiting) {
          if (waiter.worker !== index) continue;
          this.waiting.delete(seq);
          waiter.reject(error);
        }
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`rne parsing worker stopped (exit code ${code})`)));
    });
  }

  /** Sends a chunk to be parsed (its buffer is handed over; the result hands it back). */
  parse(chunk: PendingChunk, mode: RneChunkTask['mode']): Promise<RneChunkResult> {
    const worker = this.load.indexOf(Math.min(...this.load));
    const seq = this.seq++;
    const { buffer, byteOffset: offset, byteLength: length } = chunk.bytes;
    const task: RneChunkTask = { seq, mode, file: chunk.file, firstLine: chunk.firstLine, skip: chunk.skip, buffer: buffer as ArrayBuffer, offset, length };
    const result = new Promise<RneChunkResult>((resolve, reject) => this.waiting.set(seq, { resolve, reject, worker }));
    this.load[worker]!++;
    this.workers[worker]!.postMessage(task, [task.buffer]);
    return result;
  }

  async terminate(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/**
 * The steps of an import of JSON-lines files, parsed by several worker threads at once: this thread reads the
 * files in chunks of whole lines and hands each one over (no copy) to a worker, which parses its records and, during
 * a first load, makes their rows but the persons' ids (`RneChunkRows`); results are taken in file order, and the
 * persons are given their ids here (`RneFirstLoadRows`, the one registry). A company seen twice ends the first load:
 * its chunk, and those parsed for the first load after it, are parsed again for the staging path, from that company
 * on. At most `CHUNKS_PER_WORKER` chunks per worker are on their way, so memory stays flat.
 */
export async function* rneStepsInParallel(files: readonly string[], plan: RneStepsPlan, workerCount: number, progress?: RneFileProgress): AsyncGenerator<RneStep> {
  const workers = new ChunkWorkers(workerCount, plan.firstLoad?.roleLabels ?? []);
  const chunks = jsonLineChunks(files, plan.sizes.chunkBytes ?? DEFAULT_CHUNK_BYTES, progress);
  /** Chunks to parse again for the staging path (the first load ended in or before them), before any new one. */
  const again: PendingChunk[] = [];
  const inFlight: Array<{ chunk: PendingChunk; offset: number; length: number; result: Promise<RneChunkResult> }> = [];
  let firstLoad = plan.firstLoad ? new RneFirstLoadRows(plan.firstLoad) : null;
  let read = false;
  try {
    for (;;) {
      while (inFlight.length < workerCount * CHUNKS_PER_WORKER) {
        let chunk = again.shift();
        if (!chunk && !read) {
          const next = await chunks.next();
          if (next.done) read = true;
          else chunk = { ...next.value, skip: 0 };
        }
        if (!chunk) break;
        // Where the chunk lies in its buffer, read before the buffer is handed over (which empties this view).
        inFlight.push({ chunk, offset: chunk.bytes.byteOffset, length: chunk.bytes.byteLength, result: workers.parse(chunk, firstLoad ? 'rows' : 'outcomes') });
      }
      const head = inFlight.shift();
      if (!head) break;
      const result = await head.result;
      if ('error' in result) throw new Error(result.error);
      const chunk: PendingChunk = { ...head.chunk, bytes: Buffer.from(result.buffer, head.offset, head.length) };
      if ('outcomes' in result) {
        if (result.outcomes.length > 0) yield { kind: 'outcomes', outcomes: result.outcomes };
        continue;
      }
      if (!firstLoad) {
        // Parsed for the first load, which has ended since: again, for the staging path.
        again.push(chunk);
        continue;
      }
      const { rows } = result;
      const rejected: RneOutcome[] = [];
      let rejection = 0;
      const rejectBefore = (record: number) => {
        for (; rejection < rows.rejections.length && rows.rejections[rejection]!.before <= record; rejection++) {
          const { line, reason, detail } = rows.rejections[rejection]!;
          rejected.push({ file: chunk.file, line, reason, detail });
        }
      };
      for (let index = 0; index < rows.sirens.length; index++) {
        rejectBefore(index);
        if (!firstLoad.accepts(rows.sirens[index]!)) {
          // A company seen twice: the rest of this chunk, and what follows, goes the staging way.
          if (rejected.length > 0) yield { kind: 'outcomes', outcomes: rejected.splice(0) };
          yield* endOfFirstLoad(firstLoad);
          firstLoad = null;
          again.push({ ...chunk, skip: index + rejection });
          break;
        }
        firstLoad.add(rows, index);
        if (firstLoad.size >= plan.sizes.companies || firstLoad.mandateCount >= plan.sizes.mandates) yield { kind: 'first-load', write: firstLoad.take()! };
      }
      if (firstLoad) rejectBefore(rows.sirens.length);
      if (rejected.length > 0) yield { kind: 'outcomes', outcomes: rejected };
    }
    if (firstLoad) yield* endOfFirstLoad(firstLoad);
  } finally {
    await chunks.return(undefined);
    await workers.terminate();
  }
}
