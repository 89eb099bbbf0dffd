import type { OfficialSources } from '@registre/documents';
import { defineJob, type JobQueueDefinition, type Platform } from '../../platform';
import type { DocumentDataDeps } from '../document-data';
import { fulfilOrder, type FileProducer } from './fulfil-order';

/** Fulfils one order (render or fetch from its official source, store, complete). */
export type OrderFulfilmentJob = { orderId: string };

export const orderFulfilmentQueue = (config: Platform['config']): JobQueueDefinition<OrderFulfilmentJob> => ({
  name: 'order-fulfilment',
  policy: 'standard',
  retryLimit: config.ORDER_JOB_RETRY_LIMIT,
  retryDelaySeconds: config.ORDER_JOB_RETRY_DELAY_SECONDS,
  retryBackoff: true,
  expireInSeconds: config.ORDER_JOB_TIMEOUT_SECONDS,
});

/** Fulfils the orders (see fulfil-order.ts): a job per order, retried with backoff; official kinds fetched from their configured source. */
export function orderFulfilmentJob(platform: Platform, documentData: DocumentDataDeps, sources: OfficialSources, producers?: ReadonlyMap<string, FileProducer>) {
  const { config, pool, logger, storage, clock, metrics } = platform;
  return defineJob({
    queue: orderFulfilmentQueue(config),
    work: { concurrency: config.ORDER_WORKER_CONCURRENCY, pollingIntervalSeconds: config.ORDER_POLLING_INTERVAL_SECONDS },
    async handle(job) {
      await fulfilOrder({ pool, storage, clock, logger, config, documentData, sources, metrics, ...(producers ? { producers } : {}) }, job.data.orderId);
    },
  });
}
