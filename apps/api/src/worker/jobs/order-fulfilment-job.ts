import type { Platform } from '../../platform';
import { companiesService } from '../../modules/companies';
import { directorsService } from '../../modules/directors';
import { fulfilOrder } from '../../modules/orders';
import { prospectingModule } from '../../modules/prospecting';
import { scoringService } from '../../modules/scoring';
import { jobQueues } from '../job-queues';
import { workerJob } from '../worker-job';

/** Fulfils the orders (see modules/orders fulfil-order.ts): a job per order, retried with backoff. */
export function orderFulfilmentJob(platform: Platform) {
  const { config, pool, logger, storage, clock } = platform;
  const documentData = { pool, companies: companiesService(pool), scoring: scoringService(pool), directors: directorsService(pool) };
  const producers = prospectingModule({ config, pool, clock }).producers(storage);
  return workerJob({
    queue: jobQueues(config).orderFulfilment,
    work: { concurrency: config.ORDER_WORKER_CONCURRENCY, pollingIntervalSeconds: config.ORDER_POLLING_INTERVAL_SECONDS },
    async handle(job) {
      await fulfilOrder({ pool, storage, clock, logger, config, documentData, producers }, job.data.orderId);
    },
  });
}
