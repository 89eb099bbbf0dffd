import { COMPANY_TYPES, escapeXml, LANDING_TEMPLATE_IDS, LETTER_CATALOGUE, LETTER_GROUPS, sitemapLoc, sitemapUrlEntry, URLSET_CLOSE, URLSET_OPEN } from '@registre/domain';
import { siteOrigin } from '@/lib/seo/site-origin';

/** The site's fixed pages; the register's pages (companies, directors) have files of their own in the index. */
const FIXED_PATHS = [
  '/',
  '/rechercher',
  '/recherches-avancees',
  '/dirigeants',
  '/services',
  '/profil-entreprise',
  '/prospection-clients',
  '/prospection-clients/formulaire',
  '/creation-entreprise',
  ...COMPANY_TYPES.map((companyType) => `/creation-entreprise/${companyType}`),
  '/dictionnaire-greffe',
  '/hub-data',
  // The site's own pages (issue 37).
  '/a-propos',
  '/contact',
  '/faq',
  '/carrieres',
  '/newsroom',
  '/presse-media-kit',
  '/logiciel-comptable',
  '/pole-academie',
  '/pole-academie/formulaire',
] as const;

/** The template catalogue's pages: the catalogue, its groups, each template's form and the eight landing pages. */
const DOCUMENT_PATHS = [
  '/documents',
  '/documents-b2b',
  ...LETTER_GROUPS.map((group) => `/documents/groupe/${group.slug}`),
  ...LETTER_CATALOGUE.map((template) => `/documents/${template.id}`),
  ...LANDING_TEMPLATE_IDS.map((id) => `/documents/landing/${id}`),
];

/** Built once (SITE_URL is read at build time, as for robots.txt). */
export const dynamic = 'force-static';

/** /sitemaps/pages.xml: the fixed pages, first file of the sitemap index. */
export function GET(): Response {
  const origin = escapeXml(siteOrigin());
  const body = URLSET_OPEN + [...FIXED_PATHS, ...DOCUMENT_PATHS].map((path) => sitemapUrlEntry(sitemapLoc(origin, path))).join('') + URLSET_CLOSE;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
}
