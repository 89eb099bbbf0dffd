import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy, isDatabaseUnreachable } from '@registre/db';
import type { ApiError } from '@registre/domain';
import { HttpError } from './http-errors';

/** Seconds a client should wait before trying again when the database is down, and when a statement gave up waiting. */
export const RETRY_AFTER_UNREACHABLE_SECONDS = 5;
export const RETRY_AFTER_BUSY_SECONDS = 2;

const I18N_KEY = /^[a-z-]+:[\w.-]+$/;

/** Message keys for the 4xx errors Fastify raises itself, by status code. */
const FRAMEWORK_KEYS: Record<number, string> = {
  400: 'errors:request.invalid',
  401: 'errors:auth.unauthenticated',
  403: 'errors:auth.forbidden',
  404: 'errors:route.not-found',
  405: 'errors:request.method-not-allowed',
  406: 'errors:request.not-acceptable',
  413: 'errors:request.too-large',
  414: 'errors:request.uri-too-long',
  415: 'errors:request.unsupported-media-type',
  429: 'errors:request.rate-limited',
  431: 'errors:request.headers-too-large',
};

function validationBody(error: FastifyError): ApiError {
  const errors: Record<string, string[]> = {};
  for (const item of error.validation ?? []) {
    const field = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
    const key = item.message && I18N_KEY.test(item.message) ? item.message : 'errors:validation.invalid';
    (errors[field] ??= []).push(key);
  }
  const firstKey = Object.values(errors)[0]?.[0];
  return { message: firstKey ?? 'errors:validation.invalid', errors };
}

/**
 * The one place where errors become HTTP answers: typed domain errors and
 * request validation give their 4xx with a message key; a database that is down or a statement that
 * gave up waiting gives 503 with Retry-After; anything unexpected
 * is logged with its stack and answered as a bare 500 that leaks nothing.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    const body: ApiError = { message: error.messageKey };
    if (error.fieldErrors) body.errors = error.fieldErrors;
    return reply.code(error.statusCode).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send(validationBody(error));
  }
  // The database down or out of reach, or a statement that waited too long (lock, statement timeout):
  // the request may succeed a little later, so 503 with Retry-After, not a 500.
  if (isDatabaseUnreachable(error)) {
    request.log.warn({ err: error }, 'database unreachable');
    return reply.code(503).header('retry-after', String(RETRY_AFTER_UNREACHABLE_SECONDS)).send({ message: 'errors:server.database-unavailable' } satisfies ApiError);
  }
  if (isDatabaseBusy(error)) {
    request.log.warn({ err: error }, 'database statement gave up waiting');
    return reply.code(503).header('retry-after', String(RETRY_AFTER_BUSY_SECONDS)).send({ message: 'errors:server.busy' } satisfies ApiError);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, status }, 'client error');
    return reply.code(status).send({ message: FRAMEWORK_KEYS[status] ?? 'errors:request.invalid' } satisfies ApiError);
  }
  // The one log line of this error (the request's logger carries reqId): where it happened and for whom.
  request.log.error({ err: error, route: request.routeOptions.url ?? null, method: request.method, userId: request.user?.id ?? null }, 'unhandled error');
  return reply.code(500).send({ message: 'errors:server.internal' } satisfies ApiError);
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ message: 'errors:route.not-found' } satisfies ApiError);
}

/**
 * Errors the router raises before any route runs (a parameter longer than the router accepts,
 * an undecodable URL): the same `{ message }` body as every other 4xx.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ message: FRAMEWORK_KEYS[status] ?? 'errors:request.invalid' } satisfies ApiError);
}
