/** The content module's face: the published articles (blog, glossary, guides, product articles) and their sync from content/. */
import { fileURLToPath } from 'node:url';
import { repositoryRoots, type ContentRoots } from '@registre/content';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Pool } from 'pg';
import type { Platform } from '../../platform';
import type { WorkerJob } from '../../worker/worker-job';
import { contentRoutes } from './content-routes';
import { contentService } from './content-service';
import { syncContent } from './content-sync';
import { contentSyncJob } from './content-sync-job';

export { syncContent, type ContentSyncResult } from './content-sync';

/** The repository's content/ folder and the site it links into. */
export const defaultContentRoots = (): ContentRoots => repositoryRoots(fileURLToPath(new URL('../../../../../', import.meta.url)));

export interface ContentModuleDependencies {
  pool: Pool;
  siteUrl: string;
  searchRateLimitPerMinute: number;
  /** With a platform the API syncs the files when it starts, and the worker runs the scheduled sync. */
  platform?: Platform | undefined;
  roots?: ContentRoots;
}

export function contentModule({ pool, siteUrl, searchRateLimitPerMinute, platform, roots = defaultContentRoots() }: ContentModuleDependencies): { routes: FastifyPluginAsync; jobs: WorkerJob[] } {
  const routes = contentRoutes(contentService(pool), { siteUrl, searchRateLimitPerMinute });
  return {
    routes: async (app: FastifyInstance) => {
      if (platform) {
        // Before the first request: the pages are read from the synced rows.
        app.addHook('onReady', async () => {
          const result = await syncContent(pool, roots, app.log);
          app.log.info(result, 'content synced');
        });
      }
      await routes(app);
    },
    jobs: platform ? [contentSyncJob(platform, roots) as unknown as WorkerJob] : [],
  };
}
