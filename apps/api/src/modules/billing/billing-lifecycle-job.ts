import { defineJob, retriedQueue, type Platform } from '../../platform';
import type { BillingContext } from './billing-context';
import { runBillingLifecycle } from './lifecycle';

export type BillingLifecycleJob = { reason: 'schedule' | 'manual' };

// The subscriptions' pass (reminders, renewals, retries, period ends): one at a time.
export const billingLifecycleQueue = (config: Platform['config']) => retriedQueue<BillingLifecycleJob>(config, { name: 'billing-lifecycle', policy: 'singleton', expireInSeconds: 900 });

/** The subscriptions' lifecycle pass on a cron (reminders, renewals, retries, ends), at the platform clock's time. */
export function billingLifecycleJob(ctx: BillingContext) {
  return defineJob({
    queue: billingLifecycleQueue(ctx.config),
    schedule: { cron: ctx.config.BILLING_LIFECYCLE_CRON, data: { reason: 'schedule' } },
    async handle(job) {
      const report = await runBillingLifecycle(ctx);
      ctx.logger.info({ job: job.id, ...report }, 'billing lifecycle pass');
    },
  });
}
