import { brand } from '../../config/brand';
import { absoluteUrl, siteOrigin } from './site-origin';

/** A schema.org JSON-LD object. */
export type JsonLdObject = Readonly<Record<string, unknown>>;

const CONTEXT = 'https://schema.org';
/** Where the site's search box leads (`/resultats?q=`). */
const SEARCH_PATH = '/resultats';

export function organizationJsonLd(origin: string = siteOrigin()): JsonLdObject {
  return { '@context': CONTEXT, '@type': 'Organization', name: brand.name, url: `${origin}/`, logo: `${origin}/icon.svg` };
}

/** The site, with the search action search engines may show as a search box. */
export function webSiteJsonLd(origin: string = siteOrigin()): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: brand.name,
    url: `${origin}/`,
    inLanguage: 'fr-FR',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${SEARCH_PATH}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string = siteOrigin()): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path, origin) })),
  };
}

/** JSON for a `<script type="application/ld+json">`: no `</script>` can close it early. */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
