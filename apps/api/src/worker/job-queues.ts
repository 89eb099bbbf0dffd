import type { AppConfig } from '../config/env-schema';
import type { MailMessage } from '../mail/mail-message';
import type { JobQueueDefinition } from '../platform';

export type StatisticsRefreshJob = { reason: 'schedule' | 'manual' };
export type BillingLifecycleJob = { reason: 'schedule' | 'manual' };

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
  // The subscriptions' pass (reminders, renewals, retries, period ends): one at a time.
  const billingLifecycle: JobQueueDefinition<BillingLifecycleJob> = {
    name: 'billing-lifecycle',
    policy: 'singleton',
    retryLimit: 3,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 900,
  };
  // Billing mails, posted in the transaction of the change they tell about.
  const billingMail: JobQueueDefinition<MailMessage> = {
    name: 'billing-mail',
    policy: 'standard',
    retryLimit: 5,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 300,
  };
  return { statisticsRefresh, billingLifecycle, billingMail };
}

export type JobQueues = ReturnType<typeof jobQueues>;

/** The definitions, for createPlatform. */
export const allJobQueues = (config: AppConfig): JobQueueDefinition[] => Object.values(jobQueues(config));
