/** The sitemaps module's face: the XML sitemaps of every public page. */
export { sitemapsRoutes } from './routes';
export { sitemapsService, type SitemapsService, type SitemapsOptions } from './service';
