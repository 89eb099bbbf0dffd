import { contentSearchRoute } from '@/lib/content/content-search-route';

/** `/notre-lexique/recherche?q=`: search of the section. */
const route = contentSearchRoute('notre-lexique');
export const generateMetadata = route.generateMetadata;
export default route.Page;
