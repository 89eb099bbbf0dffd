/** The most URLs a sitemap file may list (sitemaps.org protocol). */
export const SITEMAP_MAX_URLS = 50_000;

/** The site's sitemap index, named by robots.txt. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** The sitemap of the site's fixed pages (home, search, services…), one file of the index. */
export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';

/** The sitemap of the editorial content (blog, glossary, guides, product articles, authors), written by the content module. */
export const CONTENT_SITEMAP_PATH = '/sitemaps/content.xml';

/** The sitemap files generated from the register, each cut into numbered files. */
export const SITEMAP_KINDS = ['companies', 'directors'] as const;

export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The site address of file `fileNumber` (from 1) of a kind: `/sitemaps/companies/3.xml`. */
export function sitemapFilePath(kind: SitemapKind, fileNumber: number): string {
  return `/sitemaps/${kind}/${fileNumber}.xml`;
}
