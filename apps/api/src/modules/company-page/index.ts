/** The company-page module's face: every section of a company page in one answer. */
export { companyPageRoutes } from './routes';
export { companyPageService, type CompanyPageService } from './service';
