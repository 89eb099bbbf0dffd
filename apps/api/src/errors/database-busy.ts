import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '@registre/domain';
import { errorHandler } from './error-handler';

/** PostgreSQL's lock_not_available (`lock_timeout`) and query_canceled (`statement_timeout`): busy, not broken. */
const BUSY_CODES = new Set(['55P03', '57014']);

/** What a client waits before trying a statement that gave up waiting again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && BUSY_CODES.has(code);
}

/**
 * In the scope of `app` (a module's routes): a statement that gave up waiting for a lock or for its time-out answers
 * 503 with `Retry-After` and `messageKey` (the search's tables are never locked by their rebuild, issue 41, but a
 * reader can still meet a lock or its time-out); every other error goes to the API's error handler.
 */
export function answerDatabaseBusy(app: FastifyInstance, messageKey: string): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (!isDatabaseBusy(error)) return errorHandler(error, request, reply);
    request.log.warn({ code: error.code }, 'database busy: 503');
    return reply
      .code(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
      .send({ message: messageKey } satisfies ApiError);
  });
}
