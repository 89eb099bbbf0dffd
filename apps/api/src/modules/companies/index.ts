/** The companies module's face: a company's profile and sections (routes and services). */
import type { Pool } from 'pg';
import { routesModule, type ApiModule } from '../api-module';
import { companiesRoutes } from './routes';
import type { CompaniesService } from './service';
export { companiesService, type CompaniesService, type CompaniesServiceOptions, type Page } from './service';
export { amount, turnoverGrowth, yearWithFigures } from './present-financial-statements';
export type { FinancialStatementRow } from './financial-statements-queries';

export function companiesModule(companies: CompaniesService, readPool: Pool): ApiModule {
  return routesModule('companies', companiesRoutes(companies, readPool));
}
