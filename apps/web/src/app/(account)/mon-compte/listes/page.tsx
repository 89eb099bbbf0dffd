import type { Metadata } from 'next';
import { ListsOverview } from '@/components/following/lists-overview';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('lists')('seo.lists') };
}

/** /mon-compte/listes (auth-only): the user's lists of followed companies. */
export default function ListsPage() {
  return <ListsOverview />;
}
