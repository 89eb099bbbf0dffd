import { SITE_REVALIDATION_PATH, SITE_REVALIDATION_SIGNATURE_HEADER } from '@registre/domain';
import type { AppConfig } from '../../config/env-schema';
import { defineJob, retriedQueue, type Clock } from '../../platform';
import { signRevalidation } from './sign-revalidation';

/** One site instance to tell, and the cache tags whose pages changed. */
export interface SiteRevalidationData {
  site: string;
  tags: string[];
}

const CALL_TIMEOUT_MS = 10_000;

/** One job per site instance, so that one instance down is retried alone; a change a minute late is still told. */
export const siteRevalidationQueue = (config: Pick<AppConfig, 'JOB_RETRY_DELAY_SECONDS'>) =>
  retriedQueue<SiteRevalidationData>(config, { name: 'site-revalidation', policy: 'standard', retryLimit: 6, expireInSeconds: 60 });

/** Tells a site instance which tags to revalidate (a signed POST); any answer but 204 is retried. */
export function siteRevalidationJob(config: Pick<AppConfig, 'JOB_RETRY_DELAY_SECONDS' | 'SITE_API_SECRET'>, clock: Clock) {
  return defineJob({
    queue: siteRevalidationQueue(config),
    async handle(job) {
      const secret = config.SITE_API_SECRET;
      if (!secret) return;
      const body = JSON.stringify({ tags: job.data.tags });
      const response = await fetch(`${job.data.site}${SITE_REVALIDATION_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SITE_REVALIDATION_SIGNATURE_HEADER]: signRevalidation(secret, body, clock.now()) },
        body,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status !== 204) throw new Error(`the site ${job.data.site} answered ${response.status} to a revalidation`);
    },
  });
}
