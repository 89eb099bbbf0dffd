import type { AppConfig } from '../config/env-schema';
import type { Mailer, MailMessage } from '../mail/mail-message';
import { defineJob, retriedQueue } from './queue/job-definition';
import type { JobQueueDefinition } from './queue/job-queue';

/**
 * Mails: billing's, posted in the transaction of the change they tell about, and the account mails
 * (verification, reset and sign-in links, notices), posted once the answer is sent. Retried on a mail
 * server failure; a link's token lives in the job's data no longer than the job table keeps it.
 */
export const mailDeliveryQueue = (config: Pick<AppConfig, 'JOB_RETRY_DELAY_SECONDS'>): JobQueueDefinition<MailMessage> =>
  retriedQueue<MailMessage>(config, { name: 'mail-delivery', policy: 'standard', retryLimit: 5, expireInSeconds: 300 });

/** Delivers a mail rendered by the module that posted it (billing, accounts), retried when the mail server fails. */
export const mailDeliveryJob = (queue: JobQueueDefinition<MailMessage>, mailer: Mailer) =>
  defineJob({
    queue,
    async handle(job) {
      await mailer.send(job.data);
    },
  });
