import type { FastifyInstance } from 'fastify';
import { VALIDATION_KEYS } from '@registre/domain';
import { BadRequestError, UnprocessableError } from '../errors/http-errors';

/** Deeper than this, a body is not walked (no contract accepts such nesting; its validation refuses it). */
const MAX_DEPTH = 64;

/** The path (`a.b.0`) of the first string or key holding a NUL character, or null. */
function nulPath(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return path || 'body';
    const found = nulPath(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store or compare a NUL character in text (a query with one fails): a request
 * with one is answered `errors:validation.control-character` on the field that holds it, before any
 * route validates or reads it: 422 in a JSON body (what the form contracts that refuse control
 * characters answer), 400 in the path or the query (a malformed address, as the routes answer). One place for every
 * route (raw bodies, as Stripe's webhook, are left to their signature check).
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const path = nulPath(value, '', 0);
      if (path === null) continue;
      const fields = { [path || part]: [VALIDATION_KEYS.controlCharacter] };
      throw part === 'body' ? new UnprocessableError(VALIDATION_KEYS.controlCharacter, fields) : new BadRequestError(VALIDATION_KEYS.controlCharacter, fields);
    }
  });
}
