import { permanentRedirect } from 'next/navigation';
import { COMPANY_INDEX, sectorIndexPath } from '@/lib/indexes/index-paths';

/** `/index-entreprises` alone: the index starts at its sectors. */
export default function CompanyIndexRoot() {
  permanentRedirect(sectorIndexPath(COMPANY_INDEX));
}
