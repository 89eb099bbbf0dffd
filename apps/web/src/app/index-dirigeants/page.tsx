import { permanentRedirect } from 'next/navigation';
import { DIRECTOR_INDEX, sectorIndexPath } from '@/lib/indexes/index-paths';

/** `/index-dirigeants` alone: the index starts at its sectors. */
export default function DirectorIndexRoot() {
  permanentRedirect(sectorIndexPath(DIRECTOR_INDEX));
}
