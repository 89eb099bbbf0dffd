import type { UserRow } from './users-queries';

/** A signed-in account that can be used: not deleted, not disabled. */
export type ActiveUser = UserRow & { email: string; deleted_at: null; disabled_at: null };

export function isActive(user: UserRow | null): user is ActiveUser {
  return user !== null && user.email !== null && user.deleted_at === null && user.disabled_at === null;
}
