import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { DataHubListView } from '@/components/data-hub/data-hub-list-page';
import { getT } from '@/i18n/get-t';
import { getDataHubListPage } from '@/lib/data-hub/data-hub-api';
import { dataHubListPath, parseDataHubParams } from '@/lib/data-hub/data-hub-params';
import { dataHubListCriteria, dataHubListTitle } from '@/lib/data-hub/data-hub-texts';
import type { RawSearchParams } from '@/lib/search/search-page-params';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { NOINDEX_FOLLOW_ROBOTS } from '@/lib/seo/seo-rules';

interface ListPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}

async function load({ params, searchParams }: ListPageProps) {
  const [{ id }, raw] = await Promise.all([params, searchParams]);
  const query = parseDataHubParams(raw);
  if (query === null) return null;
  const page = await getDataHubListPage(id, query);
  return page === null ? null : { page, query };
}

export async function generateMetadata(props: ListPageProps): Promise<Metadata> {
  // No notFound() from metadata (see the company page): the page answers it.
  await connection();
  const loaded = await load(props);
  if (loaded === null) return { title: getT('errors')('notFound.seoTitle') };
  const { list } = loaded.page.data;
  const title = dataHubListTitle(list);
  const description = dataHubListCriteria(list);
  const seo = pageSeoMetadata({ path: dataHubListPath(list.id), title, description });
  // A list read in another order or further on is the same list: only its first page in its own order is indexed.
  const variant = loaded.query.page > 1 || loaded.query.sort !== undefined || loaded.query.order !== undefined;
  return { title, description, ...seo, ...(variant ? { robots: NOINDEX_FOLLOW_ROBOTS } : {}) };
}

/** `/hub-data/list/{id}`: one list, sorted and paged by its address (`?tri=nom&ordre=croissant&page=2`). */
export default async function DataHubListPage(props: ListPageProps) {
  await connection();
  const loaded = await load(props);
  if (loaded === null) notFound();
  return <DataHubListView page={loaded.page} />;
}
