/** The documents module's face: the availability of every document kind of the catalogue. */
import type { OfficialProvider } from '@registre/domain';
import type { CompaniesService } from '../companies';
import { routesModule, type ApiModule } from '../api-module';
import { documentsRoutes } from './routes';
export { availableDocuments } from './available-documents';

export function documentsModule(companies: CompaniesService, configuredSources: ReadonlySet<OfficialProvider>): ApiModule {
  return routesModule('documents', documentsRoutes(companies, configuredSources));
}
