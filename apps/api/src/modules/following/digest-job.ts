import { defineJob, retriedQueue, type Platform } from '../../platform';
import { sendDigests } from './send-digests';

export type FollowingDigestJob = { reason: 'schedule' | 'manual' };

// One run at a time; each user's digest is its own transaction, so a retry mails only those not yet done.
export const followingDigestQueue = (config: Platform['config']) => retriedQueue<FollowingDigestJob>(config, { name: 'following-digest', policy: 'singleton', expireInSeconds: 3600 });

/** The change digests of followed companies (daily or weekly per user, none when nothing changed). */
export function followingDigestJob(platform: Platform) {
  const { config, pool, logger, mailer, clock } = platform;
  return defineJob({
    queue: followingDigestQueue(config),
    schedule: { cron: config.FOLLOWING_DIGEST_CRON, data: { reason: 'schedule' } },
    async handle(job) {
      const result = await sendDigests({ pool, mailer, clock, siteUrl: config.SITE_URL, brand: config.NEXT_PUBLIC_BRAND_NAME });
      logger.info({ job: job.id, reason: job.data.reason, ...result }, 'following digests sent');
    },
  });
}
