import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ORDER_KEYS } from '@registre/domain';

/** Orders created per minute: by one signed-in user, and from one visitor address. */
export interface OrderRateLimits {
  perUser: number;
  perAddress: number;
}

const MINUTE_MS = 60_000;

/**
 * The rate limit of order creation, one counter shared by every order route: a bucket per visitor
 * address (`request.clientIp`, the trusted address: the site's server may name its visitor only
 * with the shared secret) for everyone, and a bucket per user for a signed-in user, so that
 * neither many accounts behind one address nor one account from many addresses get past it.
 * Beyond either: 429 with Retry-After (the later of the two) and `errors:orders.rate-limited`.
 * Counted on every request (before validation), as the plugin's route limits are.
 */
export function orderRateLimit(app: FastifyInstance, limits: OrderRateLimits) {
  const byAddress = app.createRateLimit({ max: limits.perAddress, timeWindow: MINUTE_MS, keyGenerator: (request) => `order-ip:${request.clientIp}` });
  const byUser = app.createRateLimit({ max: limits.perUser, timeWindow: MINUTE_MS, keyGenerator: async (request) => `order-user:${String(await request.session.userId())}` });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const verdicts = [await byAddress(request)];
    if ((await request.session.userId()) !== null) verdicts.push(await byUser(request));
    const waits = verdicts.flatMap((verdict) => (!verdict.isAllowed && verdict.isExceeded ? [verdict.ttlInSeconds] : []));
    if (waits.length === 0) return;
    await reply
      .code(429)
      .header('retry-after', String(Math.max(1, ...waits)))
      .send({ message: ORDER_KEYS.rateLimited });
  };
}
