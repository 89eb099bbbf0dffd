import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerScript } from '../import/worker-script';
import { parseRneCompany } from './parse-rne-company';
import { type RneFileProgress, readRneRecords } from './read-rne-records';
import type { RneCompanyRecord } from './rne-rows';

/** A record parsed into rows, or a rejection with where it was read and why. */
export type RneOutcome = { record: RneCompanyRecord } | { file: string; line: number; reason: string; detail?: string | undefined };

/** Bytes read so far by whoever reads the files (for the progress bar). */
export interface RneReadBytes extends RneFileProgress {
  /** Set when the files are read by another thread, which reports its count. */
  report(bytesRead: number): void;
}

/** Every record of the files, parsed in this thread. */
export async function* parseRneRecords(files: readonly string[], progress?: RneFileProgress): AsyncGenerator<RneOutcome> {
  for await (const raw of readRneRecords(files, progress)) {
    if ('reason' in raw) {
      yield raw;
      continue;
    }
    const parsed = parseRneCompany(raw.value);
    yield parsed.ok ? { record: parsed.record } : { file: raw.file, line: raw.line, reason: parsed.reason, detail: parsed.detail };
  }
}

/** Messages of the parsing worker (rne-parse-worker.ts). */
export type RneWorkerMessage = { outcomes: RneOutcome[]; bytesRead: number; done: boolean } | { error: string };

/** Outcomes per message, and messages sent ahead of the importing thread before the worker waits for it. */
export const RNE_WORKER_BATCH = 500;
export const RNE_WORKER_AHEAD = 8;

/**
 * Every record of the files, read and parsed in a worker thread (JSON parsing is most of an RNE import's work in
 * Node): this thread is left to write, and receives the parsed rows in file order, by batches it acknowledges
 * (the worker stays at most `RNE_WORKER_AHEAD` batches ahead, so memory stays flat).
 */
export async function* parseRneRecordsInWorker(files: readonly string[], bytes: RneReadBytes): AsyncGenerator<RneOutcome> {
  const worker = new Worker(workerScript(import.meta.url, './rne-parse-worker'), { eval: true, workerData: { files: [...files] } });
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
      yield* message.outcomes;
      bytes.report(message.bytesRead);
      if (message.done) return;
      worker.postMessage('next');
    }
  } finally {
    await worker.terminate();
  }
}

/** Below this size the files are parsed in this thread (starting a worker costs more than it saves). */
const WORKER_MIN_BYTES = 32 << 20;

/**
 * The parsed records, from a worker thread for large inputs on a machine with at least two cores, else from this
 * thread; `worker` forces the choice (tests).
 */
export function parsedRneRecords(files: readonly string[], bytes: RneReadBytes & { totalBytes: number }, worker?: boolean): AsyncGenerator<RneOutcome> {
  const threaded = worker ?? (bytes.totalBytes >= WORKER_MIN_BYTES && availableParallelism() >= 2);
  return threaded ? parseRneRecordsInWorker(files, bytes) : parseRneRecords(files, bytes);
}
