import type { AppConfig } from '../../config/env-schema';
import type { JobQueueDefinition, QueuedJob, WorkOptions } from './job-queue';

/**
 * A job of a module (one file per job, beside its module): its queue, its handler, and optionally a
 * cron schedule. Both processes define its queue (the API sends to it); the worker runs its handler.
 */
export interface JobDefinition<Data extends object = object> {
  queue: JobQueueDefinition<Data>;
  handle(job: QueuedJob<Data>): Promise<void>;
  work?: WorkOptions;
  /** Cron expression in Europe/Paris time, and the data each scheduled job carries. */
  schedule?: { cron: string; data: Data };
}

/** Keeps the link between a queue's payload type and its handler's. */
export const defineJob = <Data extends object>(job: JobDefinition<Data>): JobDefinition<Data> => job;

/**
 * A queue whose failed attempts are retried with a doubling delay from JOB_RETRY_DELAY_SECONDS
 * (three times unless said otherwise): the settings most queues share.
 */
export function retriedQueue<Data extends object>(
  config: Pick<AppConfig, 'JOB_RETRY_DELAY_SECONDS'>,
  definition: Pick<JobQueueDefinition<Data>, 'name' | 'policy' | 'expireInSeconds'> & Partial<Pick<JobQueueDefinition<Data>, 'retryLimit' | 'retryDelaySeconds'>>,
): JobQueueDefinition<Data> {
  return { retryLimit: 3, retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS, retryBackoff: true, ...definition };
}
