import { directorSectorHubView } from '@/lib/indexes/director-index-views';
import { DIRECTOR_INDEX, sectorIndexPath } from '@/lib/indexes/index-paths';
import { indexRoute } from '@/lib/indexes/index-route';

/** `/index-dirigeants/secteur`: the NAF sections, each leading to its directors. */
const route = indexRoute(sectorIndexPath(DIRECTOR_INDEX), () => [], directorSectorHubView);
export const generateMetadata = route.generateMetadata;
export default route.Page;
