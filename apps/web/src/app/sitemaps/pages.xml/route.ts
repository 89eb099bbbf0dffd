import { escapeXml, sitemapLoc, sitemapUrlEntry, URLSET_CLOSE, URLSET_OPEN } from '@registre/domain';
import { siteOrigin } from '@/lib/seo/site-origin';

/** The site's fixed pages; the register's pages (companies, directors) have files of their own in the index. */
const FIXED_PATHS = ['/', '/rechercher', '/recherches-avancees', '/dirigeants', '/services', '/hub-data'] as const;

/** Built once (SITE_URL is read at build time, as for robots.txt). */
export const dynamic = 'force-static';

/** /sitemaps/pages.xml: the fixed pages, first file of the sitemap index. */
export function GET(): Response {
  const origin = escapeXml(siteOrigin());
  const body = URLSET_OPEN + FIXED_PATHS.map((path) => sitemapUrlEntry(sitemapLoc(origin, path))).join('') + URLSET_CLOSE;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
}
