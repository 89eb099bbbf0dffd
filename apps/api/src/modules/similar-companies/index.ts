/** The similar-companies module's face. */
import { routesModule, type ApiModule } from '../api-module';
import { similarCompaniesRoutes } from './routes';
import type { SimilarCompaniesService } from './service';
export { similarCompaniesService, type SimilarCompaniesService } from './service';

export function similarCompaniesModule(similar: SimilarCompaniesService): ApiModule {
  return routesModule('similar-companies', similarCompaniesRoutes(similar));
}
