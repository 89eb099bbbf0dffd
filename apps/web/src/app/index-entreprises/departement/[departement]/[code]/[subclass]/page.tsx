import { companyActivityView } from '@/lib/indexes/company-index-views';
import { departmentFromParam } from '@/lib/indexes/index-params';
import { COMPANY_INDEX, departmentIndexPath } from '@/lib/indexes/index-paths';
import { subclassUnder } from '@/lib/indexes/index-resolvers';
import { indexRoute } from '@/lib/indexes/index-route';

/** `/index-entreprises/departement/{departement}/{code}/{subclass}`: the companies of a NAF subclass in a department. */
const route = indexRoute(
  departmentIndexPath(COMPANY_INDEX),
  (params: { departement: string; code: string; subclass: string }) => [params.departement, params.code, params.subclass],
  async ({ departement, code, subclass }) => {
    const [department, activity] = await Promise.all([departmentFromParam(departement), subclassUnder(code, subclass)]);
    return department && activity && companyActivityView(activity, department);
  },
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
