import type { Metadata } from 'next';
import { connection } from 'next/server';
import { DataHubHubView } from '@/components/data-hub/data-hub-hub-page';
import { getT } from '@/i18n/get-t';
import { getDataHubLists } from '@/lib/data-hub/data-hub-api';
import { DATA_HUB_PATH } from '@/lib/data-hub/data-hub-params';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

export function generateMetadata(): Metadata {
  const t = getT('data-hub');
  const title = t('hub.metaTitle');
  const description = t('hub.description');
  return { title, description, ...pageSeoMetadata({ path: DATA_HUB_PATH, title, description }) };
}

/** `/hub-data`: the lists computed from the register, with their totals. Rendered per request (the build does not reach the API). */
export default async function DataHubPage() {
  await connection();
  return <DataHubHubView lists={await getDataHubLists()} />;
}
