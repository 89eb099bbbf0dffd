/** The health module's face: liveness and readiness. */
export { healthRoutes } from './routes';
