import { articleRoute } from '@/lib/content/content-routes';

/** `/notre-lexique/{category}/{slug}`: one article. */
const route = articleRoute('notre-lexique');
export const generateMetadata = route.generateMetadata;
export default route.Page;
