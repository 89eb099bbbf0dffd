import { refreshDataHub } from '@registre/db';
import { parisDay } from '@registre/documents';
import { defineJob, holdWhileTestFileExists, retriedQueue, type Platform } from '../../platform';

export type DataHubRefreshJob = { reason: 'schedule' | 'manual' };

// One refresh at a time: a second one waits rather than rewriting the same rows.
export const dataHubRefreshQueue = (config: Platform['config']) =>
  retriedQueue<DataHubRefreshJob>(config, { name: 'data-hub-refresh', policy: 'singleton', expireInSeconds: config.DATA_HUB_REFRESH_TIMEOUT_SECONDS });

/**
 * The data hub's lists computed again from the register, "today" being the platform clock's day in Paris. The
 * importers run the same refresh after each import (packages/open-data refreshDerivedData); this one moves the dated
 * lists on with the days and follows the register's day-to-day changes.
 */
export function dataHubRefreshJob(platform: Platform) {
  const { config, pool, logger, clock } = platform;
  return defineJob({
    queue: dataHubRefreshQueue(config),
    schedule: { cron: config.DATA_HUB_REFRESH_CRON, data: { reason: 'schedule' } },
    async handle(job) {
      await holdWhileTestFileExists(config);
      const started = performance.now();
      const today = parisDay(clock.now());
      await refreshDataHub(pool, today);
      logger.info({ job: job.id, reason: job.data.reason, today, ms: Math.round(performance.now() - started) }, 'data hub refreshed');
    },
  });
}
