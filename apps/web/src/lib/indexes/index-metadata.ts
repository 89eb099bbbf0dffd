import type { Metadata } from 'next';
import { getT } from '@/i18n/get-t';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import type { IndexView } from './index-view';
import { loadListing } from './load-listing';
import { NOINDEX_FOLLOW_ROBOTS } from '@/lib/seo/seo-rules';

/** A later page of a listing: robots follow its links but index only the first page. */

/**
 * An index page's title, description and SEO tags. A later page (`?apres=`) is titled after its
 * first entry, so that no two pages share a title.
 */
export async function indexMetadata(view: IndexView, cursor: string | undefined): Promise<Metadata> {
  const { title, description, path, listing } = view;
  if (cursor !== undefined && listing) {
    const page = await loadListing<{ name: string }>(listing.fetchPage, cursor);
    const first = page?.items[0]?.name;
    if (page?.isLaterPage && first !== undefined) {
      return { title: getT('indexes')('pager.continued', { title, first }), description, robots: NOINDEX_FOLLOW_ROBOTS };
    }
  }
  return { title, description, ...pageSeoMetadata({ path, title, description }) };
}
