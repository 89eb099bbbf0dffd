import { categoryRoute } from '@/lib/content/content-routes';

/** `/notre-lexique/{category}`: the articles of one category. */
const route = categoryRoute('notre-lexique');
export const generateMetadata = route.generateMetadata;
export default route.Page;
