/** The scoring module's face: a company's scores. */
import { routesModule, type ApiModule } from '../api-module';
import { scoringRoutes } from './routes';
import type { ScoringService } from './service';
export { scoringService, type ScoringService, type ScoringServiceOptions } from './service';

export function scoringModule(scoring: ScoringService): ApiModule {
  return routesModule('scoring', scoringRoutes(scoring));
}
