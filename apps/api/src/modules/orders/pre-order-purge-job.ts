import { defineJob, retriedQueue, type Platform } from '../../platform';
import { purgeUnpaidPreOrders } from './purge-pre-orders';

export type PreOrderPurgeJob = { reason: 'schedule' | 'manual' };

// Deletes the unpaid pre-orders past PRE_ORDER_RETENTION_DAYS: one pass at a time.
export const preOrderPurgeQueue = (config: Platform['config']) => retriedQueue<PreOrderPurgeJob>(config, { name: 'pre-order-purge', policy: 'singleton', expireInSeconds: 600 });

/** Deletes, on PRE_ORDER_PURGE_CRON, the pre-orders left unpaid PRE_ORDER_RETENTION_DAYS after their creation (platform clock). */
export function preOrderPurgeJob(platform: Platform) {
  const { config, pool, logger, clock } = platform;
  return defineJob({
    queue: preOrderPurgeQueue(config),
    schedule: { cron: config.PRE_ORDER_PURGE_CRON, data: { reason: 'schedule' } },
    async handle(job) {
      const deleted = await purgeUnpaidPreOrders(pool, clock.now(), config.PRE_ORDER_RETENTION_DAYS);
      logger.info({ job: job.id, reason: job.data.reason, deleted }, 'unpaid pre-orders purged');
    },
  });
}
