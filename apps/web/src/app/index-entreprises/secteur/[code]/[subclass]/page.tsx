import { companyActivityView } from '@/lib/indexes/company-index-views';
import { COMPANY_INDEX, sectorIndexPath } from '@/lib/indexes/index-paths';
import { subclassUnder } from '@/lib/indexes/index-resolvers';
import { indexRoute } from '@/lib/indexes/index-route';

/** `/index-entreprises/secteur/{code}/{subclass}`: the companies of a NAF subclass (APE code). */
const route = indexRoute(
  sectorIndexPath(COMPANY_INDEX),
  (params: { code: string; subclass: string }) => [params.code, params.subclass],
  async ({ code, subclass }) => {
    const activity = await subclassUnder(code, subclass);
    return activity && companyActivityView(activity, null);
  },
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
