/** The directors module's face: director pages, search and director indexes. */
export { directorsRoutes, type DirectorsRoutesOptions } from './routes';
export { directorsService, type DirectorsService } from './service';
export type { PersonRow } from './queries';
