import { DIRECTORS_ARTICLES } from '@/lib/content/content-cta';
import { articleRoute } from '@/lib/content/content-routes';

/** `/dirigeants/article/{slug}`: an article about company directors and their search. */
const route = articleRoute('articles', () => DIRECTORS_ARTICLES);
export const generateMetadata = route.generateMetadata;
export default route.Page;
