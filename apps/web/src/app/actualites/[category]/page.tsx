import { categoryRoute } from '@/lib/content/content-routes';

/** `/actualites/{category}`: the articles of one category. */
const route = categoryRoute('actualites');
export const generateMetadata = route.generateMetadata;
export default route.Page;
