import { availableParallelism } from 'node:os';
import { isJsonLinesPath } from '../io/json-records';
import { type RneStep, type RneStepsPlan, rneSteps } from './rne-steps';
import { rneStepsInParallel } from './rne-steps-in-parallel';
import { type RneReadBytes, rneStepsInThread } from './rne-steps-in-thread';

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
  return rneStepsInThread(files, plan, bytes);
}
