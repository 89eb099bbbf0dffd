import { directorActivityView } from '@/lib/indexes/director-index-views';
import { activityFromParam } from '@/lib/indexes/index-params';
import { DIRECTOR_INDEX, sectorIndexPath } from '@/lib/indexes/index-paths';
import { indexRoute } from '@/lib/indexes/index-route';

/** `/index-dirigeants/secteur/{code}`: the directors of a NAF section (with its divisions) or division. */
const route = indexRoute(
  sectorIndexPath(DIRECTOR_INDEX),
  (params: { code: string }) => [params.code],
  async ({ code }) => {
    const activity = await activityFromParam(code, ['section', 'division']);
    return activity && directorActivityView(activity);
  },
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
