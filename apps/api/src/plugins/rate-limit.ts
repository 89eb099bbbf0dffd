import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RedisConnection } from '../platform';
import { failOpenRedisStore } from './fail-open-rate-limit-store';

export interface SharedRateLimitCounters {
  redis: RedisConnection;
  /** REDIS_KEY_PREFIX: the counters live under `<prefix>rate-limit:`. */
  keyPrefix: string;
}

/**
 * Rate limits are opt-in per route (`config: { rateLimit: { max, timeWindow } }`); a route
 * over its limit answers 429 with `Retry-After` and the `errors:request.rate-limited` key.
 * Counters are kept per visitor address (`request.clientIp`, see client-address.ts), or per user where a
 * route says so. With `shared` (REDIS_URL set) they live in Redis, so that every API instance counts
 * the same visitor together, and fail open when Redis is away (fail-open-rate-limit-store.ts);
 * otherwise in this process.
 */
export async function registerRateLimit(app: FastifyInstance, shared: SharedRateLimitCounters | null = null): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(shared ? { store: failOpenRedisStore(shared.redis, shared.keyPrefix) } : {}),
    keyGenerator: (request) => request.clientIp,
    // A page the site renders once for every visitor (cached) is not one visitor's request.
    allowList: (request) => request.sharedSiteRender,
    errorResponseBuilder: (_request, context) => {
      const error = new Error('errors:request.rate-limited') as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
}
