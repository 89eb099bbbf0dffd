import { refreshSectorStatistics, refreshSiteStatistics } from '@registre/db';
import { defineJob, holdWhileTestFileExists, retriedQueue, type Platform } from '../../platform';

export type StatisticsRefreshJob = { reason: 'schedule' | 'manual' };

// One refresh at a time: a second one waits rather than competing for the same rows.
export const statisticsRefreshQueue = (config: Platform['config']) =>
  retriedQueue<StatisticsRefreshJob>(config, { name: 'statistics-refresh', policy: 'singleton', expireInSeconds: config.STATISTICS_REFRESH_TIMEOUT_SECONDS });

/**
 * The derived figures the site shows: the sector statistics (quartiles per sector), then the site's
 * counters (which count what the others hold). The importers run the same refresh after each import
 * (packages/open-data refreshDerivedData); this one follows the register's day-to-day changes.
 */
export function statisticsRefreshJob(platform: Platform) {
  const { config, pool, logger } = platform;
  return defineJob({
    queue: statisticsRefreshQueue(config),
    schedule: { cron: config.STATISTICS_REFRESH_CRON, data: { reason: 'schedule' } },
    async handle(job) {
      await holdWhileTestFileExists(config);
      const started = performance.now();
      await refreshSectorStatistics(pool);
      await refreshSiteStatistics(pool);
      logger.info({ job: job.id, reason: job.data.reason, ms: Math.round(performance.now() - started) }, 'statistics refreshed');
    },
  });
}
