import { purgeUnpaidPreOrders } from '../../modules/orders';
import type { Platform } from '../../platform';
import { jobQueues } from '../job-queues';
import { workerJob } from '../worker-job';

/** Deletes, on PRE_ORDER_PURGE_CRON, the pre-orders left unpaid PRE_ORDER_RETENTION_DAYS after their creation (platform clock). */
export function preOrderPurgeJob(platform: Platform) {
  const { config, pool, logger, clock } = platform;
  return workerJob({
    queue: jobQueues(config).preOrderPurge,
    schedule: { cron: config.PRE_ORDER_PURGE_CRON, data: { reason: 'schedule' } },
    async handle(job) {
      const deleted = await purgeUnpaidPreOrders(pool, clock.now(), config.PRE_ORDER_RETENTION_DAYS);
      logger.info({ job: job.id, reason: job.data.reason, deleted }, 'unpaid pre-orders purged');
    },
  });
}
