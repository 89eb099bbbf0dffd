import { companyDepartmentHubView } from '@/lib/indexes/company-index-views';
import { COMPANY_INDEX, departmentIndexPath } from '@/lib/indexes/index-paths';
import { indexRoute } from '@/lib/indexes/index-route';

/** General page: rendered again at most every 10 s (PAGE_REVALIDATE_SECONDS, config/revalidate.ts). */
export const revalidate = 10;

/** `/index-entreprises/departement`: the departments with their number of companies. */
const route = indexRoute(departmentIndexPath(COMPANY_INDEX), () => [], companyDepartmentHubView);
export const generateMetadata = route.generateMetadata;
export default route.Page;
