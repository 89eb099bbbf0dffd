import type { CurrentUser } from '@registre/domain';

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/**
 * The user the API answered (`GET /api/me` and friends), checked on the fields the pages rely
 * on; throws when the body breaks the contract. Hand-written rather than the domain's zod
 * schema, which would bring zod's namespace build into the browser (DESIGN.md §3).
 */
export function toCurrentUser(value: unknown): CurrentUser {
  const user = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const valid =
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    isNullableString(user.email_verified_at) &&
    typeof user.first_name === 'string' &&
    typeof user.last_name === 'string' &&
    typeof user.onboarding === 'object' &&
    user.onboarding !== null;
  if (!valid) throw new TypeError('The API answered a user that breaks its contract');
  return user as unknown as CurrentUser;
}
