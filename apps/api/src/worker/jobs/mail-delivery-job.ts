import type { Platform } from '../../platform';
import { jobQueues } from '../job-queues';
import { workerJob } from '../worker-job';

/** Delivers a mail rendered by the module that posted it (billing, accounts), retried when the mail server fails. */
export function mailDeliveryJob(platform: Platform) {
  return workerJob({
    queue: jobQueues(platform.config).mailDelivery,
    async handle(job) {
      await platform.mailer.send(job.data);
    },
  });
}
