import { companyDepartmentView } from '@/lib/indexes/company-index-views';
import { departmentFromParam } from '@/lib/indexes/index-params';
import { COMPANY_INDEX, departmentIndexPath } from '@/lib/indexes/index-paths';
import { indexRoute } from '@/lib/indexes/index-route';

/** `/index-entreprises/departement/{departement}`: a department's sections and companies. */
const route = indexRoute(
  departmentIndexPath(COMPANY_INDEX),
  (params: { departement: string }) => [params.departement],
  async ({ departement }) => {
    const department = await departmentFromParam(departement);
    return department && companyDepartmentView(department);
  },
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
