import { sendDigests } from '../../modules/following';
import type { Platform } from '../../platform';
import { jobQueues } from '../job-queues';
import { workerJob } from '../worker-job';

/** The change digests of followed companies (daily or weekly per user, none when nothing changed). */
export function followingDigestJob(platform: Platform) {
  const { config, pool, logger, mailer, clock } = platform;
  return workerJob({
    queue: jobQueues(config).followingDigest,
    schedule: { cron: config.FOLLOWING_DIGEST_CRON, data: { reason: 'schedule' } },
    async handle(job) {
      const result = await sendDigests({ pool, mailer, clock, siteUrl: config.SITE_URL, brand: config.NEXT_PUBLIC_BRAND_NAME });
      logger.info({ job: job.id, reason: job.data.reason, ...result }, 'following digests sent');
    },
  });
}
