import { indexRoute } from '@/lib/indexes/index-route';
import { companySectorHubView } from '@/lib/indexes/company-index-views';
import { COMPANY_INDEX, sectorIndexPath } from '@/lib/indexes/index-paths';

/** `/index-entreprises/secteur`: the NAF sections with their number of companies. */
const route = indexRoute(sectorIndexPath(COMPANY_INDEX), () => [], companySectorHubView);
export const generateMetadata = route.generateMetadata;
export default route.Page;
