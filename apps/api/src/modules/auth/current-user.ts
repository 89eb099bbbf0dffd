import { AUTH_KEYS } from '@registre/domain';
import { HttpError } from '../../errors/http-errors';
import type { AuthDependencies, AuthRequestContext } from './auth-context';
import type { UserRow } from './users-queries';

/** A signed-in account that can be used: not deleted, not disabled. */
export type ActiveUser = UserRow & { email: string; deleted_at: null; disabled_at: null };

export function isActive(user: UserRow | null): user is ActiveUser {
  return user !== null && user.email !== null && user.deleted_at === null && user.disabled_at === null;
}

/**
 * The session's account: 401 `errors:auth.unauthenticated` for a guest, 409
 * `errors:auth.account-unavailable` when the session points to a deleted or disabled account.
 */
export async function requireUser(deps: AuthDependencies, context: AuthRequestContext): Promise<ActiveUser> {
  const userId = await context.session.userId();
  if (userId === null) throw new HttpError(401, AUTH_KEYS.unauthenticated);
  const user = await deps.users.findById(userId);
  if (!isActive(user)) throw new HttpError(409, AUTH_KEYS.accountUnavailable);
  return user;
}
