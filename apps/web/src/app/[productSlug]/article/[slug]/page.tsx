import { findProductPage } from '@/config/product-pages';
import { articleRoute } from '@/lib/content/content-routes';

/** `/{product}/article/{slug}`: an article about a product page's document or number. */
const route = articleRoute('articles', (params) => (findProductPage(params['productSlug'] ?? '') ? (params['productSlug'] ?? null) : null));
export const generateMetadata = route.generateMetadata;
export default route.Page;
