import type { AppConfig } from '../config/env-schema';
import type { JobQueueDefinition } from '../platform';

export type StatisticsRefreshJob = { reason: 'schedule' | 'manual' };
/** Fulfils one order (render, store, complete). */
export type OrderFulfilmentJob = { orderId: string };

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
  const orderFulfilment: JobQueueDefinition<OrderFulfilmentJob> = {
    name: 'order-fulfilment',
    policy: 'standard',
    retryLimit: config.ORDER_JOB_RETRY_LIMIT,
    retryDelaySeconds: config.ORDER_JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: config.ORDER_JOB_TIMEOUT_SECONDS,
  };
  return { statisticsRefresh, orderFulfilment };
}

export type JobQueues = ReturnType<typeof jobQueues>;

/** The definitions, for createPlatform. */
export const allJobQueues = (config: AppConfig): JobQueueDefinition[] => Object.values(jobQueues(config));
