import { Worker } from 'node:worker_threads';
import { threadScript } from '../threads/thread-script';
import type { RecordChunk } from '../io/whole-record-chunks';
import type { RneChunkDone, RneChunkResult, RneChunkTask } from './rne-chunk-task';
import type { RneFirstLoadPlan } from './rne-first-load-rows';

/** A chunk on its way: the entries to leave out when it is parsed again for the staging path. */
export interface PendingChunk extends RecordChunk {
  skip: number;
}

interface Waiter {
  resolve: (result: RneChunkDone) => void;
  reject: (error: Error) => void;
  worker: number;
}

/**
 * The parsing threads of `rne-steps-in-parallel.ts` (`rne-chunk-thread.ts`): each chunk goes to the live worker with
 * the fewest chunks, results come back by sequence number. A worker that fails or stops fails its chunks and gets
 * no more; when none is left, a chunk fails at once.
 */
export class ChunkThreads {
  private readonly workers: Worker[];
  private readonly load: number[];
  private readonly failures: Array<Error | null>;
  private readonly waiting = new Map<number, Waiter>();
  private seq = 0;

  constructor(count: number, roleLabels: RneFirstLoadPlan['roleLabels']) {
    this.workers = Array.from({ length: count }, () => new Worker(threadScript(import.meta.url, './rne-chunk-thread'), { eval: true, workerData: { roleLabels } }));
    this.load = this.workers.map(() => 0);
    this.failures = this.workers.map(() => null);
    this.workers.forEach((worker, index) => {
      worker.on('message', (result: RneChunkResult) => {
        const waiter = this.waiting.get(result.seq);
        if (!waiter) return;
        this.waiting.delete(result.seq);
        this.load[index]!--;
        if ('error' in result) waiter.reject(new Error(`rne parsing thread: ${result.error}`));
        else waiter.resolve(result);
      });
      const fail = (error: Error) => {
        this.failures[index] ??= error;
        for (const [seq, waiter] of this.waiting) {
          if (waiter.worker !== index) continue;
          this.waiting.delete(seq);
          waiter.reject(error);
        }
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`rne parsing thread stopped (exit code ${code})`)));
    });
  }

  /** Sends a chunk to be parsed (its buffer is handed over; the result hands it back). */
  parse(chunk: PendingChunk, mode: RneChunkTask['mode']): Promise<RneChunkDone> {
    let worker = -1;
    for (let index = 0; index < this.workers.length; index++) {
      if (this.failures[index] === null && (worker === -1 || this.load[index]! < this.load[worker]!)) worker = index;
    }
    if (worker === -1) return Promise.reject(this.failures[0] ?? new Error('no rne parsing thread'));
    const seq = this.seq++;
    const { buffer, byteOffset: offset, byteLength: length } = chunk.bytes;
    const task: RneChunkTask = { seq, mode, file: chunk.file, firstLine: chunk.firstLine, skip: chunk.skip, buffer: buffer as ArrayBuffer, offset, length };
    const result = new Promise<RneChunkDone>((resolve, reject) => this.waiting.set(seq, { resolve, reject, worker }));
    // A chunk's failure is thrown where its result is awaited; one that fails while an earlier chunk is awaited (or
    // after the import stopped) must not become an unhandled rejection, which would end the process before the
    // first load gives its keys back.
    result.catch(() => {});
    this.load[worker]!++;
    this.workers[worker]!.postMessage(task, [task.buffer]);
    return result;
  }

  async terminate(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
