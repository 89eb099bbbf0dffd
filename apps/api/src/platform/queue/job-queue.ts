import type { PoolClient } from 'pg';
import type { QueueSize } from '../metrics/metrics';

/**
 * A kind of job: its queue's name and how its failures are handled. Every setting is explicit
 * (pg-boss's defaults differ from its documentation). `Data` is the job's payload (JSON).
 */
export interface JobQueueDefinition<Data extends object = object> {
  /** Letters, digits, `_`, `-` and `.`; e.g. `statistics.refresh`. */
  name: string;
  /** Retries after the first attempt fails or expires (0: none). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay at each retry. */
  retryBackoff: boolean;
  /** An attempt running longer than this is failed (and retried): a dead worker's job comes back. */
  expireInSeconds: number;
  /** `singleton`: at most one job of the queue active at a time; `standard`: no limit. */
  policy: 'standard' | 'singleton';
  /** Only a type marker for `Data`; never set. */
  readonly payload?: Data;
}

export interface SendJobOptions {
  /** A client inside the caller's transaction: the job exists only if that transaction commits. */
  db?: PoolClient;
  /** Not before this time. */
  startAfter?: Date;
  /** With a `singleton` queue, one active job per key. */
  singletonKey?: string;
}

export interface QueuedJob<Data extends object> {
  id: string;
  data: Data;
}

export interface WorkOptions {
  /** Jobs fetched together; the handler runs once per job. */
  batchSize?: number;
  /** Handlers running at the same time for this queue (each fetching `batchSize` jobs). */
  concurrency?: number;
  /** How often an idle handler asks for jobs, in seconds (at least 0.5); the platform's setting otherwise. */
  pollingIntervalSeconds?: number;
}

export interface ScheduleOptions {
  /** IANA time zone of the cron expression; Europe/Paris unless given. */
  tz?: string;
}

/** The job queue (pg-boss on the application's database, in its own schema). */
export interface JobQueue {
  /** Creates the queue when missing (idempotent) and applies the definition's settings. */
  define(definition: JobQueueDefinition): Promise<void>;
  /** Queues a job; throws when the queue was never defined or when a singleton key refused it. Returns the job's id. */
  send<Data extends object>(queue: JobQueueDefinition<Data>, data: Data, options?: SendJobOptions): Promise<string>;
  /** Runs `handler` for each job of the queue (this process becomes one of its workers). A throw fails the attempt. */
  work<Data extends object>(queue: JobQueueDefinition<Data>, handler: (job: QueuedJob<Data>) => Promise<void>, options?: WorkOptions): Promise<void>;
  /** Sends `data` to the queue on a cron schedule (one schedule per queue; replaces an earlier one). */
  schedule<Data extends object>(queue: JobQueueDefinition<Data>, cron: string, data: Data, options?: ScheduleOptions): Promise<void>;
  unschedule(queue: JobQueueDefinition): Promise<void>;
  /** A job's state (`created`, `retry`, `active`, `completed`, `cancelled`, `failed`), or null when unknown. */
  jobState(queue: JobQueueDefinition, id: string): Promise<string | null>;
  /** The queue's tables answer (readiness). */
  isHealthy(): Promise<boolean>;
  /** Every defined queue's due and running jobs, and how long its oldest due job has waited (sampled by /metrics). */
  sizes(): Promise<QueueSize[]>;
  /** Stops fetching, lets running jobs finish until the timeout, then fails (so retries) those still running. */
  stop(): Promise<void>;
}

/** Where jobs that failed their last retry go, for inspection. */
export const DEAD_LETTER_QUEUE = 'dead-letters';
