import { directorDepartmentActivityView } from '@/lib/indexes/director-index-views';
import { activityFromParam, departmentFromParam } from '@/lib/indexes/index-params';
import { departmentIndexPath, DIRECTOR_INDEX } from '@/lib/indexes/index-paths';
import { indexRoute } from '@/lib/indexes/index-route';

/** `/index-dirigeants/departement/{departement}/{code}`: the directors of a NAF division's companies in a department. */
const route = indexRoute(
  departmentIndexPath(DIRECTOR_INDEX),
  (params: { departement: string; code: string }) => [params.departement, params.code],
  async ({ departement, code }) => {
    const [department, division] = await Promise.all([departmentFromParam(departement), activityFromParam(code, ['division'])]);
    return department && division && directorDepartmentActivityView(department, division);
  },
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
