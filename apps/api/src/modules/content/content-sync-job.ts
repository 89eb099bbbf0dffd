import type { ContentRoots } from '@registre/content';
import { defineJob, retriedQueue, type Platform } from '../../platform';
import { syncContent } from './content-sync';

export interface ContentSyncJob {
  reason: 'schedule' | 'manual';
}

/** One sync at a time; a file tree of a few hundred files syncs in seconds. */
export const contentSyncQueue = (config: Platform['config']) => retriedQueue<ContentSyncJob>(config, { name: 'content-sync', policy: 'singleton', retryLimit: 2, expireInSeconds: 600 });

/** On CONTENT_SYNC_CRON (every quarter of an hour by default), the files of content/ are synced again (changed files only). */
export function contentSyncJob(platform: Platform, roots: ContentRoots) {
  const cron = platform.config.CONTENT_SYNC_CRON;
  return defineJob({
    queue: contentSyncQueue(platform.config),
    ...(cron === 'off' ? {} : { schedule: { cron, data: { reason: 'schedule' as const } } }),
    async handle(job) {
      const result = await syncContent(platform.pool, roots);
      platform.logger.info({ job: job.id, reason: job.data.reason, ...result }, 'content synced');
    },
  });
}
