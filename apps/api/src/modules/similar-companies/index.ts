/** The similar-companies module's face. */
export { similarCompaniesRoutes } from './routes';
export { similarCompaniesService, type SimilarCompaniesService } from './service';
