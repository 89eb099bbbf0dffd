import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerScript } from '../import/worker-script';
import type { RneFileProgress } from './read-rne-records';
import { type RneStep, type RneStepsPlan, rneSteps } from './rne-steps';
import { rneStepsInParallel } from './rne-steps-in-parallel';
import { isJsonLinesPath } from '../io/json-records';

/** Bytes read so far by whoever reads the files (for the progress bar). */
export interface RneReadBytes extends RneFileProgress {
  /** Set when the files are read by another thread, which reports its count. */
  report(bytesRead: number): void;
}

/** Messages of the parsing worker (rne-steps-worker.ts). */
export type RneWorkerMessage = { step: RneStep; bytesRead: number } | { done: true; bytesRead: number } | { error: string };

/** Steps sent ahead of the importing thread before the worker waits for it (a first-load write is a few MB of text). */
export const RNE_WORKER_AHEAD = 4;

/**
 * The steps of an import, made in a worker thread (reading, JSON, rows and, during a first load, the COPY text):
 * this thread is left to send them to PostgreSQL, and receives them in file order; the worker stays at most
 * `RNE_WORKER_AHEAD` steps ahead, so memory stays flat. A first load's writes cross as a few strings each, which
 * the structured clone copies at memory speed (parsed records would have to be rebuilt object by object).
 */
export async function* rneStepsInWorker(files: readonly string[], plan: RneStepsPlan, bytes: RneReadBytes): AsyncGenerator<RneStep> {
  const worker = new Worker(workerScript(import.meta.url, './rne-steps-worker'), { eval: true, workerData: { files: [...files], plan } });
  const inbox: RneWorkerMessage[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (message: RneWorkerMessage) => {
    inbox.push(message);
    notify();
  });
  worker.on('error', (error) => {
    failure = error;
    notify();
  });
  worker.on('exit', (code) => {
    failure ??= code === 0 ? null : new Error(`rne parsing worker stopped (exit code ${code})`);
    notify();
  });
  try {
    for (;;) {
      const message = inbox.shift();
      if (!message) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      if ('error' in message) throw new Error(`rne parsing worker: ${message.error}`);
      bytes.report(message.bytesRead);
      if ('done' in message) return;
      yield message.step;
      worker.postMessage('next');
    }
  } finally {
    await worker.terminate();
  }
}

/** Below this size the files are parsed in this thread (starting a worker costs more than it saves). */
const WORKER_MIN_BYTES = 32 << 20;

/** Parsing workers for JSON lines: one per core, at most four (the importing thread and PostgreSQL need their share). */
const MAX_PARSING_WORKERS = 4;

/**
 * The steps of an import, from worker threads for large inputs on a machine with at least two cores, else from
 * this thread; `worker` forces the choice (tests). JSON lines are parsed by several workers at once
 * (`rne-steps-in-parallel.ts`), JSON documents, read as a stream, by one.
 */
export function rneStepSource(files: readonly string[], plan: RneStepsPlan, bytes: RneReadBytes & { totalBytes: number }, worker?: boolean): AsyncGenerator<RneStep> {
  const threaded = worker ?? (bytes.totalBytes >= WORKER_MIN_BYTES && availableParallelism() >= 2);
  if (!threaded) return rneSteps(files, plan, bytes);
  if (files.every(isJsonLinesPath)) return rneStepsInParallel(files, plan, Math.min(Math.max(availableParallelism(), 2), MAX_PARSING_WORKERS), bytes);
  return rneStepsInWorker(files, plan, bytes);
}
