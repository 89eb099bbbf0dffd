import type { AppConfig } from '../config/env-schema';
import type { JobQueueDefinition } from '../platform';

export type StatisticsRefreshJob = { reason: 'schedule' | 'manual' };
export type FollowingDigestJob = { reason: 'schedule' | 'manual' };

/** Every job queue, created at start by each process that sends or works jobs (the API and the worker). */
export function jobQueues(config: AppConfig) {
  const statisticsRefresh: JobQueueDefinition<StatisticsRefreshJob> = {
    name: 'statistics-refresh',
    // One refresh at a time: a second one waits rather than competing for the same rows.
    policy: 'singleton',
    retryLimit: 3,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: config.STATISTICS_REFRESH_TIMEOUT_SECONDS,
  };
  const followingDigest: JobQueueDefinition<FollowingDigestJob> = {
    name: 'following-digest',
    // One run at a time; each user's digest is its own transaction, so a retry mails only those not yet done.
    policy: 'singleton',
    retryLimit: 3,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 3600,
  };
  return { statisticsRefresh, followingDigest };
}

export type JobQueues = ReturnType<typeof jobQueues>;

/** The definitions, for createPlatform. */
export const allJobQueues = (config: AppConfig): JobQueueDefinition[] => Object.values(jobQueues(config));
