import { defineJob, retriedQueue, type JobQueueDefinition, type Platform } from '../../platform';
import type { BillingContext } from './billing-context';
import { refundDuplicateTrial } from './duplicate-trial';

/** Refunds a discovery access paid with a card that had already taken one (Stripe), and ends it at the provider. */
export type DuplicateTrialRefundJob = { paymentId: string };

// A refund owed because the card had already taken the discovery access: retried until the provider answers.
export const duplicateTrialRefundQueue = (config: Platform['config']): JobQueueDefinition<DuplicateTrialRefundJob> =>
  retriedQueue<DuplicateTrialRefundJob>(config, { name: 'billing-duplicate-trial-refund', policy: 'standard', retryLimit: 10, expireInSeconds: 300 });

/** Refunds a discovery access paid at Stripe with a card that had already taken one (retried while Stripe is unreachable). */
export function duplicateTrialRefundJob(ctx: BillingContext) {
  return defineJob({
    queue: ctx.duplicateTrialRefundQueue,
    async handle(job) {
      await refundDuplicateTrial(ctx, job.data.paymentId);
    },
  });
}
