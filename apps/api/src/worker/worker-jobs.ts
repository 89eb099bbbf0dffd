import type { Platform } from '../platform';
import { orderFulfilmentJob } from './jobs/order-fulfilment-job';
import { followingDigestJob } from './jobs/following-digest-job';
import { webhookDeliveryJob, webhookDispatchJob } from './jobs/webhook-jobs';
import { billingLifecycleJob, duplicateTrialRefundJob } from './jobs/billing-jobs';
import { mailDeliveryJob } from './jobs/mail-delivery-job';
import { statisticsRefreshJob } from './jobs/statistics-refresh-job';
import { preOrderPurgeJob } from './jobs/pre-order-purge-job';
import { contentModule } from '../modules/content';
import type { WorkerJob } from './worker-job';

/** Every job the worker runs; a module adds its own here (its handler built from the platform). */
export function workerJobs(platform: Platform): WorkerJob[] {
  return [statisticsRefreshJob(platform), orderFulfilmentJob(platform), followingDigestJob(platform), webhookDispatchJob(platform), webhookDeliveryJob(platform), billingLifecycleJob(platform), duplicateTrialRefundJob(platform), mailDeliveryJob(platform), preOrderPurgeJob(platform), ...contentModule({ pool: platform.pool, siteUrl: platform.config.SITE_URL, searchRateLimitPerMinute: platform.config.SEARCH_RATE_LIMIT_PER_MINUTE, platform }).jobs] as WorkerJob[];
}
