/** The indexes module's face: the company index pages (by activity, by department). */
export { indexesRoutes } from './routes';
export { indexesService, type IndexesService } from './service';
