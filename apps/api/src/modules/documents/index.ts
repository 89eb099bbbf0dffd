/** The documents module's face: the availability of every document kind of the catalogue. */
export { documentsRoutes } from './routes';
export { availableDocuments } from './available-documents';
