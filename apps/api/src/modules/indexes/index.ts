/** The indexes module's face: the company index pages (by activity, by department). */
import type { Platform } from '../../platform';
import { routesModule, type ApiModule } from '../api-module';
import { indexesRoutes } from './routes';
import { indexesService } from './service';
export { indexesService, type IndexesService } from './service';

export function indexesModule(platform: Platform): ApiModule {
  return routesModule('indexes', indexesRoutes(indexesService(platform.readPool)));
}
