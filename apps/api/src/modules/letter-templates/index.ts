/** The letter-templates module's face: the catalogue and the register's prefill (the orders go through the orders module). */
import type { ApiModule } from '../api-module';
import type { CompaniesService } from '../companies';
import { letterTemplatesRoutes } from './letter-templates-routes';

export function letterTemplatesModule(deps: { companies: CompaniesService }): ApiModule {
  const routes = letterTemplatesRoutes(deps.companies);
  return {
    name: 'letter-templates',
    async routes(app) {
      await app.register(routes);
    },
  };
}
