import { directorDepartmentView } from '@/lib/indexes/director-index-views';
import { departmentFromParam } from '@/lib/indexes/index-params';
import { departmentIndexPath, DIRECTOR_INDEX } from '@/lib/indexes/index-paths';
import { indexRoute } from '@/lib/indexes/index-route';

/** `/index-dirigeants/departement/{departement}`: a department's directors, and its divisions. */
const route = indexRoute(
  departmentIndexPath(DIRECTOR_INDEX),
  (params: { departement: string }) => [params.departement],
  async ({ departement }) => {
    const department = await departmentFromParam(departement);
    return department && directorDepartmentView(department);
  },
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
