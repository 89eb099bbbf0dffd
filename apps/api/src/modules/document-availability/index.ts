/** The document-availability module's face: which document kinds of the catalogue a company can be ordered, and how. */
import type { OfficialProvider } from '@registre/domain';
import type { CompaniesService } from '../companies';
import { routesModule, type ApiModule } from '../api-module';
import { documentAvailabilityRoutes } from './routes';
export { availableDocuments } from './available-documents';

export function documentAvailabilityModule(companies: CompaniesService, configuredSources: ReadonlySet<OfficialProvider>): ApiModule {
  return routesModule('document-availability', documentAvailabilityRoutes(companies, configuredSources));
}
