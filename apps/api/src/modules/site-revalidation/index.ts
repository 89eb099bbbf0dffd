/**
 * The site-revalidation module's face: tells every site instance that cached pages changed, so that a
 * page kept in the site's full-route cache for a day shows a change at once (docs/page-cache.md).
 */
import { companyPageTag } from '@registre/domain';
import type { PoolClient } from 'pg';
import type { Platform } from '../../platform';
import type { ApiModule } from '../api-module';
import { siteRevalidationJob, siteRevalidationQueue } from './site-revalidation-job';

/** Posts the revalidation of these pages to every site instance, in the caller's transaction (none is sent if it rolls back). */
export type PagesChanged = (client: PoolClient, tags: readonly string[]) => Promise<void>;

/** Where the worker sends: SITE_REVALIDATION_URLS, else the site's origin; nothing without the shared secret to sign with. */
export function pagesChanged(platform: Pick<Platform, 'config' | 'queue'>): PagesChanged {
  const { config, queue } = platform;
  const sites = config.SITE_REVALIDATION_URLS.length > 0 ? config.SITE_REVALIDATION_URLS : [config.WEB_ORIGIN.replace(/\/+$/, '')];
  return async (client, tags) => {
    if (!config.SITE_API_SECRET || tags.length === 0) return;
    for (const site of sites) await queue.send(siteRevalidationQueue(config), { site, tags: [...tags] }, { db: client });
  };
}

export function siteRevalidationModule(platform: Platform): ApiModule {
  return { name: 'site-revalidation', jobs: [siteRevalidationJob(platform.config, platform.clock)] };
}

export { companyPageTag, siteRevalidationQueue };
export { signRevalidation } from './sign-revalidation';
