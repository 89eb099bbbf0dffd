import { companyDepartmentHubView } from '@/lib/indexes/company-index-views';
import { COMPANY_INDEX, departmentIndexPath } from '@/lib/indexes/index-paths';
import { indexRoute } from '@/lib/indexes/index-route';

/** `/index-entreprises/departement`: the departments with their number of companies. */
const route = indexRoute(departmentIndexPath(COMPANY_INDEX), () => [], companyDepartmentHubView);
export const generateMetadata = route.generateMetadata;
export default route.Page;
