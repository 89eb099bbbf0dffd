import { directorPagePath } from '@registre/domain';
import { notFound, permanentRedirect } from 'next/navigation';
import { directorIdFromParam } from '@/lib/directors/director-id-from-param';
import { getDirectorProfile } from '@/lib/directors/get-director';

/** `/dirigeants/{id}` without its name: 308 to the page's canonical address, or the French 404. */
export default async function DirectorWithoutSlug({ params }: { params: Promise<{ id: string }> }) {
  const id = directorIdFromParam((await params).id);
  const profile = id === null ? null : await getDirectorProfile(id);
  if (profile === null) notFound();
  permanentRedirect(directorPagePath(profile.id, profile.slug));
}
