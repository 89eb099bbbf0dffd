import { companyActivityView } from '@/lib/indexes/company-index-views';
import { departmentFromParam } from '@/lib/indexes/index-params';
import { COMPANY_INDEX, departmentIndexPath } from '@/lib/indexes/index-paths';
import { anyActivity } from '@/lib/indexes/index-resolvers';
import { indexRoute } from '@/lib/indexes/index-route';

/** `/index-entreprises/departement/{departement}/{code}`: a section's divisions, or a division's subclasses and companies, in a department. */
const route = indexRoute(
  departmentIndexPath(COMPANY_INDEX),
  (params: { departement: string; code: string }) => [params.departement, params.code],
  async ({ departement, code }) => {
    const [department, activity] = await Promise.all([departmentFromParam(departement), anyActivity(code)]);
    return department && activity && companyActivityView(activity, department);
  },
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
