/** The content module's face: the published articles (blog, glossary, guides, product articles) and their sync from content/. */
import { fileURLToPath } from 'node:url';
import { repositoryRoots, type ContentRoots } from '@registre/content';
import type { Platform } from '../../platform';
import type { ApiModule } from '../api-module';
import { contentRoutes } from './content-routes';
import { contentService } from './content-service';
import { syncContent } from './content-sync';
import { contentSyncJob } from './content-sync-job';

export { syncContent, type ContentSyncResult } from './content-sync';

/** The repository's content/ folder and the site it links into. */
export const defaultContentRoots = (): ContentRoots => repositoryRoots(fileURLToPath(new URL('../../../../../', import.meta.url)));

export interface ContentModuleDependencies {
  platform: Platform;
  roots?: ContentRoots;
}

/** The module: the content routes, the publication of content/ when an API process starts, and the scheduled sync. */
export function contentModule({ platform, roots = defaultContentRoots() }: ContentModuleDependencies): ApiModule {
  const { pool, config } = platform;
  const routes = contentRoutes(contentService(pool), { siteUrl: config.SITE_URL, searchRateLimitPerMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE });
  return {
    name: 'content',
    async routes(app) {
      await routes(app);
    },
    // Before the first request: the pages are read from the synced rows.
    async onStart(logger) {
      logger.info(await syncContent(pool, roots, logger), 'content synced');
    },
    jobs: [contentSyncJob(platform, roots)],
  };
}
