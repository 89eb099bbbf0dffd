import { articleRoute } from '@/lib/content/content-routes';

/** `/nos-dossiers/{category}/{slug}`: one article. */
const route = articleRoute('nos-dossiers');
export const generateMetadata = route.generateMetadata;
export default route.Page;
