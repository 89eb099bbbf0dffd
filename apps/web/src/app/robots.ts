import type { MetadataRoute } from 'next';
import { SITEMAP_INDEX_PATH } from '@registre/domain';
import { NOINDEX_PATTERNS } from '@/lib/seo/seo-rules';
import { siteOrigin } from '@/lib/seo/site-origin';

/** /robots.txt: everything but the private pages (seo-rules.ts), and the sitemap index (served from the API's). */
export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin();
  return {
    rules: { userAgent: '*', allow: '/', disallow: NOINDEX_PATTERNS.map((pattern) => `/${pattern}`) },
    sitemap: `${origin}${SITEMAP_INDEX_PATH}`,
  };
}
