import type { Metadata } from 'next';
import { brand } from '../../config/brand';
import { INDEX_ROBOTS, hasGeneratedImage, hasSeoTags, NOINDEX_ROBOTS } from './seo-rules';
import { absoluteUrl, siteOrigin } from './site-origin';

export interface PageSeo {
  /** The page's path, without query (`/entreprises/552081317/danone`). */
  readonly path: string;
  /** The page's own title (without the brand suffix) and description, when it has them. */
  readonly title?: string;
  readonly description?: string;
}

const OPEN_GRAPH_LOCALE = 'fr_FR';

/**
 * A page's robots, canonical URL and social-sharing tags, chosen by its path pattern
 * (seo-rules.ts). Spread into a page's metadata: `{ ...pageSeoMetadata({ path, title }) }`.
 *
 * No `images` here: a route's `opengraph-image` file gives `og:image` (and, through it,
 * `twitter:image`) only while the page's metadata names none; the root layout's `metadataBase`
 * makes that file's URL absolute on the site's public origin.
 */
export function pageSeoMetadata({ path, title, description }: PageSeo, origin: string = siteOrigin()): Metadata {
  if (!hasSeoTags(path)) return { robots: NOINDEX_ROBOTS };
  const url = absoluteUrl(path, origin);
  return {
    robots: INDEX_ROBOTS,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      siteName: brand.name,
      locale: OPEN_GRAPH_LOCALE,
      ...(title === undefined ? {} : { title }),
      ...(description === undefined ? {} : { description }),
    },
    twitter: {
      card: hasGeneratedImage(path) ? 'summary_large_image' : 'summary',
      ...(title === undefined ? {} : { title }),
      ...(description === undefined ? {} : { description }),
    },
  };
}
