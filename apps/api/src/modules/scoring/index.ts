/** The scoring module's face: a company's scores. */
export { scoringRoutes } from './routes';
export { scoringService, type ScoringService, type ScoringServiceOptions } from './service';
