import type { ContentRoots } from '@registre/content';
import type { JobQueueDefinition, Platform } from '../../platform';
import { workerJob } from '../../worker/worker-job';
import { syncContent } from './content-sync';

export interface ContentSyncJob {
  reason: 'schedule' | 'manual';
}

/** One sync at a time; a file tree of a few hundred files syncs in seconds. */
export const contentSyncQueue = (retryDelaySeconds: number): JobQueueDefinition<ContentSyncJob> => ({
  name: 'content-sync',
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds,
  retryBackoff: true,
  expireInSeconds: 600,
});

/** Every quarter of an hour, the files of content/ are synced again (changed files only). */
export const CONTENT_SYNC_CRON = '*/15 * * * *';

export function contentSyncJob(platform: Platform, roots: ContentRoots) {
  return workerJob({
    queue: contentSyncQueue(platform.config.JOB_RETRY_DELAY_SECONDS),
    schedule: { cron: CONTENT_SYNC_CRON, data: { reason: 'schedule' } },
    async handle(job) {
      const result = await syncContent(platform.pool, roots);
      platform.logger.info({ job: job.id, reason: job.data.reason, ...result }, 'content synced');
    },
  });
}
