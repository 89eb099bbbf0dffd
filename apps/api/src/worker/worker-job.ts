import type { JobQueueDefinition, QueuedJob, WorkOptions } from '../platform';

/** A job the worker runs: its queue, its handler, and optionally a cron schedule. */
export interface WorkerJob<Data extends object = object> {
  queue: JobQueueDefinition<Data>;
  handle(job: QueuedJob<Data>): Promise<void>;
  work?: WorkOptions;
  /** Cron expression in Europe/Paris time, and the data each scheduled job carries. */
  schedule?: { cron: string; data: Data };
}

/** Keeps the link between a queue's payload type and its handler's. */
export const workerJob = <Data extends object>(job: WorkerJob<Data>): WorkerJob<Data> => job;
