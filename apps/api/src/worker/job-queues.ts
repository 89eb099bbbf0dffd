import type { AppConfig } from '../config/env-schema';
import type { WebhookDeliveryJob } from '../modules/following';
import type { MailMessage } from '../mail/mail-message';
import type { JobQueueDefinition } from '../platform';

export type StatisticsRefreshJob = { reason: 'schedule' | 'manual' };
/** Fulfils one order (render, store, complete). */
export type OrderFulfilmentJob = { orderId: string };
export type FollowingDigestJob = { reason: 'schedule' | 'manual' };
export type WebhookDispatchJob = { reason: 'schedule' | 'manual' };
export type BillingLifecycleJob = { reason: 'schedule' | 'manual' };
/** Refunds a discovery access paid with a card that had already taken one (Stripe), and ends it at the provider. */
export type DuplicateTrialRefundJob = { paymentId: string };
export type PreOrderPurgeJob = { reason: 'schedule' | 'manual' };

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
  const followingDigest: JobQueueDefinition<FollowingDigestJob> = {
    name: 'following-digest',
    // One run at a time; each user's digest is its own transaction, so a retry mails only those not yet done.
    policy: 'singleton',
    retryLimit: 3,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 3600,
  };
  const webhookDispatch: JobQueueDefinition<WebhookDispatchJob> = {
    name: 'webhook-dispatch',
    policy: 'singleton',
    retryLimit: 3,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 600,
  };
  const webhookDelivery: JobQueueDefinition<WebhookDeliveryJob> = {
    name: 'webhook-delivery',
    policy: 'standard',
    // The first attempt plus these retries make WEBHOOK_MAX_ATTEMPTS, doubling the delay each time.
    retryLimit: Math.max(0, config.WEBHOOK_MAX_ATTEMPTS - 1),
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: config.WEBHOOK_TIMEOUT_SECONDS + 60,
  };
  const orderFulfilment: JobQueueDefinition<OrderFulfilmentJob> = {
    name: 'order-fulfilment',
    policy: 'standard',
    retryLimit: config.ORDER_JOB_RETRY_LIMIT,
    retryDelaySeconds: config.ORDER_JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: config.ORDER_JOB_TIMEOUT_SECONDS,
  };
  // The subscriptions' pass (reminders, renewals, retries, period ends): one at a time.
  const billingLifecycle: JobQueueDefinition<BillingLifecycleJob> = {
    name: 'billing-lifecycle',
    policy: 'singleton',
    retryLimit: 3,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 900,
  };
  // A refund owed because the card had already taken the discovery access: retried until the provider answers.
  const duplicateTrialRefund: JobQueueDefinition<DuplicateTrialRefundJob> = {
    name: 'billing-duplicate-trial-refund',
    policy: 'standard',
    retryLimit: 10,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 300,
  };
  // Mails: billing's, posted in the transaction of the change they tell about, and the account mails
  // (verification, reset and sign-in links, notices), posted once the answer is sent. Retried on a mail
  // server failure; a link's token lives in the job's data no longer than the job table keeps it.
  const mailDelivery: JobQueueDefinition<MailMessage> = {
    name: 'mail-delivery',
    policy: 'standard',
    retryLimit: 5,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 300,
  };
  // Deletes the unpaid pre-orders past PRE_ORDER_RETENTION_DAYS: one pass at a time.
  const preOrderPurge: JobQueueDefinition<PreOrderPurgeJob> = {
    name: 'pre-order-purge',
    policy: 'singleton',
    retryLimit: 3,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 600,
  };
  return { statisticsRefresh, preOrderPurge, orderFulfilment, followingDigest, webhookDispatch, webhookDelivery, billingLifecycle, duplicateTrialRefund, mailDelivery };
}

export type JobQueues = ReturnType<typeof jobQueues>;

/** The definitions, for createPlatform. */
export const allJobQueues = (config: AppConfig): JobQueueDefinition[] => Object.values(jobQueues(config));
