import type { Metadata } from 'next';
import { ListDetail } from '@/components/following/list-detail';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('lists')('seo.list') };
}

/** /mon-compte/listes/{id} (auth-only, owner only: the API answers 404 to anyone else). */
export default async function ListPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ListDetail id={id} />;
}
