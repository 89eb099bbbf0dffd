/** The health module's face: liveness and readiness. */
import type { Platform } from '../../platform';
import { routesModule, type ApiModule } from '../api-module';
import { healthRoutes } from './routes';

export function healthModule(platform: Platform): ApiModule {
  return routesModule('health', healthRoutes(platform.pool, platform.queue, { readiness: platform.readiness, readReplicaStatus: () => platform.readReplica?.status() ?? null }));
}
