import { refreshSectorStatistics, refreshSiteStatistics } from '@registre/db';
import type { Platform } from '../../platform';
import { jobQueues } from '../job-queues';
import { holdWhileTestFileExists } from '../test-hold';
import { workerJob } from '../worker-job';

/**
 * The derived figures the site shows: the sector statistics (quartiles per sector), then the site's
 * counters (which count what the others hold). The importers run the same refresh after each import
 * (packages/open-data refreshDerivedData); this one follows the register's day-to-day changes.
 */
export function statisticsRefreshJob(platform: Platform) {
  const { config, pool, logger } = platform;
  return workerJob({
    queue: jobQueues(config).statisticsRefresh,
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
