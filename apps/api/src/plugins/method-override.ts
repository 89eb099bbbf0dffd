import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { METHOD_OVERRIDE_FIELD } from '@registre/domain';
import { HttpError } from '../errors/http-errors';

type OverridableMethod = 'PUT' | 'PATCH' | 'DELETE';

function overrideOf(request: FastifyRequest): string | null {
  const body = request.body;
  const field = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[METHOD_OVERRIDE_FIELD] : undefined;
  if (typeof field === 'string') return field.toUpperCase();
  const header = request.headers['x-http-method-override'];
  return typeof header === 'string' ? header.toUpperCase() : null;
}

/**
 * Laravel's method spoofing: a POST carrying `_method: 'PATCH'` in its body (or an
 * `X-HTTP-Method-Override: PATCH` header) stands for a PATCH. Put this hook on the POST twin
 * of a PATCH/PUT/DELETE route (same handler); a POST without the override answers 405.
 * The CSRF check has already run (onRequest), as for any POST.
 */
export function requireMethodOverride(method: OverridableMethod): preValidationAsyncHookHandler {
  return async (request) => {
    if (overrideOf(request) !== method) throw new HttpError(405, 'errors:request.method-not-allowed');
  };
}
