import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { IndexPage } from '@/components/indexes/index-page';
import { getT } from '@/i18n/get-t';
import type { RawSearchParams } from '@/lib/search/search-page-params';
import { indexMetadata } from './index-metadata';
import { isCanonical } from './index-canonical';
import { cursorParam, redirectUnlessCanonical } from './index-params';
import type { IndexView } from './index-view';

interface IndexRouteProps<P> {
  params: Promise<P>;
  searchParams: Promise<RawSearchParams>;
}

/**
 * The metadata and page of one index route: `resolve` turns the path parameters into a view, or
 * null for an unknown code or department (the French 404); a code written otherwise than its
 * canonical form (`j`, `6201Z`, `2a`) answers a 308. `segments` are the parameters in path order,
 * after `prefix` (`/index-entreprises/secteur`). Rendered per request (the build does not reach
 * the API); the API's answers are cached an hour by the data cache.
 */
export function indexRoute<P extends Record<string, string>>(
  prefix: string,
  segments: (params: P) => string[],
  resolve: (params: P) => Promise<IndexView | null>,
) {
  async function generateMetadata({ params, searchParams }: IndexRouteProps<P>): Promise<Metadata> {
    // No notFound() nor redirect from metadata (see the company page): the page answers them.
    await connection();
    const resolved = await params;
    const view = await resolve(resolved);
    if (view === null || !isCanonical(prefix, segments(resolved), view.path)) return { title: getT('errors')('notFound.seoTitle') };
    return indexMetadata(view, cursorParam(await searchParams));
  }

  async function Page({ params, searchParams }: IndexRouteProps<P>) {
    await connection();
    const resolved = await params;
    const view = await resolve(resolved);
    if (view === null) notFound();
    const cursor = cursorParam(await searchParams);
    redirectUnlessCanonical(prefix, segments(resolved), view.path, cursor);
    return <IndexPage view={view} cursor={cursor} />;
  }

  return { generateMetadata, Page };
}
