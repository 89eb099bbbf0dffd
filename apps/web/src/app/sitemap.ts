import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/seo/site-origin';

/**
 * /sitemap.xml: the site's fixed pages. The sitemaps of the 12 million company and director
 * pages (split files under a sitemap index, from the database) belong to the indexing issue.
 */
const FIXED_PATHS = ['/', '/rechercher', '/recherches-avancees', '/dirigeants', '/services'] as const;

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteOrigin();
  return FIXED_PATHS.map((path) => ({ url: `${origin}${path}`, changeFrequency: 'daily', priority: path === '/' ? 1 : 0.8 }));
}
