import type { FastifyInstance } from 'fastify';
import { AUTH_KEYS, XSRF_HEADER } from '@registre/domain';
import { HttpError } from '../errors/http-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false exempts a route from the CSRF check (for example a payment provider's webhook). */
    csrf?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Laravel's "page expired" status, answered to a state-changing call without a valid token. */
export const CSRF_MISMATCH_STATUS = 419;

/**
 * Every state-changing request must echo its session's CSRF token (the XSRF-TOKEN cookie)
 * in the X-XSRF-TOKEN header, as with Laravel Sanctum; otherwise it is answered 419 before
 * its body is even read, so nothing changes. Runs after the session hook (registered later).
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.csrf === false) return;
    const token = request.headers[XSRF_HEADER];
    if (typeof token !== 'string' || !(await request.session.csrfMatches(token))) {
      throw new HttpError(CSRF_MISMATCH_STATUS, AUTH_KEYS.csrfMismatch);
    }
  });
}
