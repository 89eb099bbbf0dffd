import { articleRoute } from '@/lib/content/content-routes';

/** `/actualites/{category}/{slug}`: one article. */
const route = articleRoute('actualites');
export const generateMetadata = route.generateMetadata;
export default route.Page;
