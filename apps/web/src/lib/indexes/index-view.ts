import type { CompanyIndexItem, DirectorSummary } from '@registre/domain';
import type { IndexLink } from '@/components/indexes/index-link-list';
import type { Crumb } from '@/lib/seo/structured-data';
import type { ApiResult } from '@/lib/api/fetch-api-result';
import type { IndexRoot } from './index-paths';

type PageFetcher<T> = (cursor: string | undefined) => Promise<ApiResult<{ data: T[]; meta: { per_page: number; next_cursor: string | null } }>>;

/** What an index page shows, built from its resolved parameters (index-views.ts), rendered by IndexPage. */
export interface IndexView {
  root: IndexRoot;
  /** Canonical path, without query. */
  path: string;
  title: string;
  description: string;
  /** After the home page; the last one is this page. */
  crumbs: Crumb[];
  links?: { id: string; heading: string; items: IndexLink[]; emptyMessage: string };
  listing?: { kind: 'companies'; fetchPage: PageFetcher<CompanyIndexItem> } | { kind: 'directors'; fetchPage: PageFetcher<DirectorSummary> };
}
