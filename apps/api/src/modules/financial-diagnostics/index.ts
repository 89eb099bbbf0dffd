/** The financial-diagnostics module's face: ratios computed from the annual accounts. */
import type { CompaniesService } from '../companies';
import { routesModule, type ApiModule } from '../api-module';
import { financialDiagnosticsRoutes } from './routes';
export { presentRatiosByYear } from './present-ratios';

export function financialDiagnosticsModule(companies: CompaniesService): ApiModule {
  return routesModule('financial-diagnostics', financialDiagnosticsRoutes(companies));
}
