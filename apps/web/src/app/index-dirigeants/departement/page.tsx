import { directorDepartmentHubView } from '@/lib/indexes/director-index-views';
import { departmentIndexPath, DIRECTOR_INDEX } from '@/lib/indexes/index-paths';
import { indexRoute } from '@/lib/indexes/index-route';

/** `/index-dirigeants/departement`: the departments, each leading to its directors. */
const route = indexRoute(departmentIndexPath(DIRECTOR_INDEX), () => [], directorDepartmentHubView);
export const generateMetadata = route.generateMetadata;
export default route.Page;
