/** The company-page module's face: every section of a company page in one answer. */
import type { Pool } from 'pg';
import type { SimilarCompaniesService } from '../similar-companies';
import { routesModule, type ApiModule } from '../api-module';
import { companyPageRoutes } from './routes';
import { companyPageService } from './service';
export { companyPageService, type CompanyPageService } from './service';

export function companyPageModule(readPool: Pool, similar: SimilarCompaniesService): ApiModule {
  return routesModule('company-page', companyPageRoutes(companyPageService(readPool, similar)));
}
