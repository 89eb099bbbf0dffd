import { contentSearchRoute } from '@/lib/content/content-search-route';

/** `/actualites/recherche?q=`: search of the section. */
const route = contentSearchRoute('actualites');
export const generateMetadata = route.generateMetadata;
export default route.Page;
