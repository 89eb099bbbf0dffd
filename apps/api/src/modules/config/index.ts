/** The config module's face: public settings and feature flags. */
export { configRoutes } from './routes';
export { listFeatureFlags, writeFeatureFlag } from './feature-flags-queries';
