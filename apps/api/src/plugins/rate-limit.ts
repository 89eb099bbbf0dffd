import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Rate limits are opt-in per route (`config: { rateLimit: { max, timeWindow } }`); a route
 * over its limit answers 429 with `Retry-After` and the `errors:request.rate-limited` key.
 * Counters are kept per visitor address (`request.clientIp`, see client-address.ts) and live in the process: one API instance holds them (see README, scale-out).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
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
