import { Worker } from 'node:worker_threads';
import { threadScript } from '../threads/thread-script';
import type { RneFileProgress } from './read-rne-records';
import type { RneStep, RneStepsPlan } from './rne-steps';

/** Bytes read so far by whoever reads the files (for the progress bar). */
export interface RneReadBytes extends RneFileProgress {
  /** Set when the files are read by another thread, which reports its count. */
  report(bytesRead: number): void;
}

/** Messages of the parsing thread (rne-steps-thread.ts). */
export type RneThreadMessage = { step: RneStep; bytesRead: number } | { done: true; bytesRead: number } | { error: string };

/** Steps sent ahead of the importing thread before the worker waits for it (a first-load write is a few MB of text). */
export const RNE_THREAD_AHEAD = 4;

/**
 * The steps of an import, made in a worker thread (reading, JSON, rows and, during a first load, the COPY text):
 * this thread is left to send them to PostgreSQL, and receives them in file order; the worker stays at most
 * `RNE_THREAD_AHEAD` steps ahead, so memory stays flat. A first load's writes cross as a few strings each, which
 * the structured clone copies at memory speed (parsed records would have to be rebuilt object by object).
 */
export async function* rneStepsInThread(files: readonly string[], plan: RneStepsPlan, bytes: RneReadBytes): AsyncGenerator<RneStep> {
  const worker = new Worker(threadScript(import.meta.url, './rne-steps-thread'), { eval: true, workerData: { files: [...files], plan } });
  const inbox: RneThreadMessage[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (message: RneThreadMessage) => {
    inbox.push(message);
    notify();
  });
  worker.on('error', (error) => {
    failure = error;
    notify();
  });
  worker.on('exit', (code) => {
    failure ??= code === 0 ? null : new Error(`rne parsing thread stopped (exit code ${code})`);
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
      if ('error' in message) throw new Error(`rne parsing thread: ${message.error}`);
      bytes.report(message.bytesRead);
      if ('done' in message) return;
      yield message.step;
      worker.postMessage('next');
    }
  } finally {
    await worker.terminate();
  }
}
