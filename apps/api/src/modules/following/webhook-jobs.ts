import { defineJob, retriedQueue, type JobQueueDefinition, type Platform } from '../../platform';
import { attemptDelivery, dispatchWebhooks, WebhookRetryError, type WebhookDependencies, type WebhookDeliveryJob } from './webhooks';

export type WebhookDispatchJob = { reason: 'schedule' | 'manual' };

export const webhookDispatchQueue = (config: Platform['config']) => retriedQueue<WebhookDispatchJob>(config, { name: 'webhook-dispatch', policy: 'singleton', expireInSeconds: 600 });

// The first attempt plus these retries make WEBHOOK_MAX_ATTEMPTS, doubling the delay each time.
export const webhookDeliveryQueue = (config: Platform['config']): JobQueueDefinition<WebhookDeliveryJob> =>
  retriedQueue<WebhookDeliveryJob>(config, {
    name: 'webhook-delivery',
    policy: 'standard',
    retryLimit: Math.max(0, config.WEBHOOK_MAX_ATTEMPTS - 1),
    expireInSeconds: config.WEBHOOK_TIMEOUT_SECONDS + 60,
  });

/** What the webhook jobs need from the platform and the configuration. */
export function webhookDependencies(platform: Platform): WebhookDependencies {
  const { config, pool, clock, mailer, queue } = platform;
  return {
    pool,
    clock,
    mailer,
    queue,
    deliveryQueue: webhookDeliveryQueue(config),
    siteUrl: config.SITE_URL,
    brand: config.NEXT_PUBLIC_BRAND_NAME,
    maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
    disableAfterFailures: config.WEBHOOK_DISABLE_AFTER_FAILURES,
    timeoutSeconds: config.WEBHOOK_TIMEOUT_SECONDS,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
  };
}

/** Every minute: new company events become deliveries to the webhooks of the users following them. */
export function webhookDispatchJob(platform: Platform) {
  return defineJob({
    queue: webhookDispatchQueue(platform.config),
    schedule: { cron: '* * * * *', data: { reason: 'schedule' } },
    async handle(job) {
      const created = await dispatchWebhooks(webhookDependencies(platform));
      if (created > 0) platform.logger.info({ job: job.id, deliveries: created }, 'webhook deliveries queued');
    },
  });
}

/** One delivery attempt; a failure the queue should retry is thrown. */
export function webhookDeliveryJob(platform: Platform) {
  return defineJob({
    queue: webhookDeliveryQueue(platform.config),
    work: { concurrency: 4 },
    async handle(job) {
      const outcome = await attemptDelivery(webhookDependencies(platform), job.data.deliveryId);
      if (outcome === 'retry') throw new WebhookRetryError(`webhook delivery ${job.data.deliveryId} failed; retried later`);
    },
  });
}
