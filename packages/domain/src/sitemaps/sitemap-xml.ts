const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe inside an XML element or attribute (the five predefined entities). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';
export const SITEMAP_INDEX_OPEN = `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n`;
export const SITEMAP_INDEX_CLOSE = '</sitemapindex>\n';

/** Characters a path may hold as they are in a URL (what `slugify` and ids produce). */
const PLAIN_PATH = /^[\w\-./~]*$/;

/**
 * The absolute URL of a site path, ready for `<loc>`: percent-encoded where the path needs it,
 * then XML-escaped. `origin` must already be escaped (`escapeXml(origin)`, done once per file):
 * the common path (letters, digits, `-`, `/`) is concatenated without parsing a URL per row.
 */
export function sitemapLoc(escapedOrigin: string, path: string): string {
  if (PLAIN_PATH.test(path)) return `${escapedOrigin}${path}`;
  return `${escapedOrigin}${escapeXml(encodeURI(path))}`;
}

/** One `<url>` of a urlset; `loc` already escaped (see `sitemapLoc`), `lastmod` a W3C date or datetime. */
export function sitemapUrlEntry(loc: string, lastmod?: string | null): string {
  return lastmod ? `<url><loc>${loc}</loc><lastmod>${lastmod}</lastmod></url>\n` : `<url><loc>${loc}</loc></url>\n`;
}

/** One `<sitemap>` of a sitemap index; `loc` already escaped. */
export function sitemapIndexEntry(loc: string, lastmod?: string | null): string {
  return lastmod ? `<sitemap><loc>${loc}</loc><lastmod>${lastmod}</lastmod></sitemap>\n` : `<sitemap><loc>${loc}</loc></sitemap>\n`;
}
