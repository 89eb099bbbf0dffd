/** The companies module's face: a company's profile and sections (routes and services). */
export { companiesRoutes } from './routes';
export { companiesService, type CompaniesService, type CompaniesServiceOptions, type Page } from './service';
export { amount, turnoverGrowth, yearWithFigures } from './present-financial-statements';
export type { FinancialStatementRow } from './financial-statements-queries';
