import type { MetadataRoute } from 'next';
import { NOINDEX_PATTERNS } from '@/lib/seo/seo-rules';
import { siteOrigin } from '@/lib/seo/site-origin';

/** /robots.txt: everything but the private pages (seo-rules.ts), and the sitemap index. */
export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin();
  return {
    rules: { userAgent: '*', allow: '/', disallow: NOINDEX_PATTERNS.map((pattern) => `/${pattern}`) },
    sitemap: `${origin}/sitemap.xml`,
  };
}
