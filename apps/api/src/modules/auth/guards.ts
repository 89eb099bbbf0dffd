import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_KEYS } from '@registre/domain';
import { HttpError } from '../../errors/http-errors';
import { isActive, type ActiveUser } from './current-user';
import type { UsersQueries } from './users-queries';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads an account by id for the route guards (set once by `registerAuth`). */
    findUserForGuard: UsersQueries['findById'];
  }
  interface FastifyRequest {
    /** The account a `requireUser` or `requireVerifiedUser` guard let through; null before (or without) one. */
    user: ActiveUser | null;
  }
}

/** Makes the guards usable by every route: called once by `registerAuth` on the root instance. */
export function registerGuards(app: FastifyInstance, users: UsersQueries): void {
  app.decorate('findUserForGuard', users.findById);
  app.decorateRequest('user', null);
}

/**
 * Route guard (a preHandler, after validation): lets a signed-in, usable account through and
 * puts it on `request.user`; 401 `errors:auth.unauthenticated` for a guest, 409
 * `errors:auth.account-unavailable` for a deleted or disabled account.
 * Use: `routes.get(path, { preHandler: requireUser, schema }, (request) => signedInUser(request))`.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const userId = await request.session.userId();
  if (userId === null) throw new HttpError(401, AUTH_KEYS.unauthenticated);
  const user = await request.server.findUserForGuard(userId);
  if (!isActive(user)) throw new HttpError(409, AUTH_KEYS.accountUnavailable);
  request.user = user;
}

/** As `requireUser`, and the account's e-mail must be verified: 403 `errors:auth.email-unverified` otherwise. */
export async function requireVerifiedUser(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user?.email_verified_at === null) throw new HttpError(403, AUTH_KEYS.emailUnverified);
}

/** The account a guard let through; throws when the route forgot its guard (a programming error). */
export function signedInUser(request: FastifyRequest): ActiveUser {
  if (request.user === null) throw new Error(`${request.routeOptions.url ?? 'this route'} reads the signed-in user without a requireUser guard`);
  return request.user;
}
