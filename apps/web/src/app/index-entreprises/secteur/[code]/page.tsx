import { companyActivityView } from '@/lib/indexes/company-index-views';
import { COMPANY_INDEX, sectorIndexPath } from '@/lib/indexes/index-paths';
import { anyActivity } from '@/lib/indexes/index-resolvers';
import { indexRoute } from '@/lib/indexes/index-route';

/** `/index-entreprises/secteur/{code}`: a section's divisions, or a division's subclasses and companies. */
const route = indexRoute(
  sectorIndexPath(COMPANY_INDEX),
  (params: { code: string }) => [params.code],
  async ({ code }) => {
    const activity = await anyActivity(code);
    return activity && companyActivityView(activity, null);
  },
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
