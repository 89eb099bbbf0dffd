import { categoryRoute } from '@/lib/content/content-routes';

/** `/nos-dossiers/{category}`: the articles of one category. */
const route = categoryRoute('nos-dossiers');
export const generateMetadata = route.generateMetadata;
export default route.Page;
