/** The sitemaps module's face: the XML sitemaps of every public page. */
import type { Platform } from '../../platform';
import { routesModule, type ApiModule } from '../api-module';
import { sitemapsRoutes } from './routes';
import { sitemapsService } from './service';
export { sitemapsService, type SitemapsService, type SitemapsOptions } from './service';

export function sitemapsModule(platform: Platform): ApiModule {
  const { config, pool, readPool } = platform;
  return routesModule(
    'sitemaps',
    sitemapsRoutes(
      sitemapsService(readPool, {
        primaryPool: pool,
        urlsPerFile: config.SITEMAP_URLS_PER_FILE,
        siteUrl: config.SITE_URL,
        maxConcurrentFiles: config.SITEMAP_MAX_CONCURRENT_FILES,
        filesPerMinute: config.SITEMAP_FILES_PER_MINUTE,
      }),
    ),
  );
}
