/** The config module's face: public settings and feature flags. */
import type { Platform } from '../../platform';
import { routesModule, type ApiModule } from '../api-module';
import { configRoutes } from './routes';
export { listFeatureFlags, writeFeatureFlag } from './feature-flags-queries';

export function configModule(platform: Platform): ApiModule {
  return routesModule('config', configRoutes(platform.config, platform.pool));
}
