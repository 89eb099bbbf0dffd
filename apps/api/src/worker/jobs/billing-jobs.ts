import { createBillingContext, refundDuplicateTrial, runBillingLifecycle } from '../../modules/billing';
import type { Platform } from '../../platform';
import { jobQueues } from '../job-queues';
import { workerJob } from '../worker-job';

/** The subscriptions' lifecycle pass on a cron (reminders, renewals, retries, ends), at the platform clock's time. */
export function billingLifecycleJob(platform: Platform) {
  const queues = jobQueues(platform.config);
  const ctx = createBillingContext(platform, queues);
  return workerJob({
    queue: queues.billingLifecycle,
    schedule: { cron: platform.config.BILLING_LIFECYCLE_CRON, data: { reason: 'schedule' } },
    async handle(job) {
      const report = await runBillingLifecycle(ctx);
      platform.logger.info({ job: job.id, ...report }, 'billing lifecycle pass');
    },
  });
}

/** Refunds a discovery access paid at Stripe with a card that had already taken one (retried while Stripe is unreachable). */
export function duplicateTrialRefundJob(platform: Platform) {
  const queues = jobQueues(platform.config);
  const ctx = createBillingContext(platform, queues);
  return workerJob({
    queue: queues.duplicateTrialRefund,
    async handle(job) {
      await refundDuplicateTrial(ctx, job.data.paymentId);
    },
  });
}
