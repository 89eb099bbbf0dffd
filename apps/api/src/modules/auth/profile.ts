import { type CurrentUser, type onboardingRequestSchema, type updateProfileRequestSchema } from '@registre/domain';
import type { z } from 'zod';
import { securityNoticeMail } from '../../mail/templates/security-notice-mail';
import type { AuthDependencies, AuthRequestContext } from './auth-context';
import type { ActiveUser } from './current-user';
import { emailTakenError } from './email-taken-error';
import { mailEmailVerification } from './email-verification';
import { assertEmailChangeAllowed, checkCurrentPassword } from './current-password-check';
import { hashPassword } from './password-hasher';
import { assertPasswordPolicy } from './password-policy';
import { presentUser } from './present-user';
import { isUniqueViolation, type ProfileChanges } from './users-queries';

/**
 * `PATCH /api/me`: names; a new e-mail (current password required, address re-verified,
 * a few per throttle window); a new password (current password required, throttled). Either
 * change ends the user's other sessions and renews this session's id.
 */
export async function updateProfile(deps: AuthDependencies, user: ActiveUser, input: z.output<typeof updateProfileRequestSchema>, context: AuthRequestContext): Promise<CurrentUser> {
  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : undefined;
  if (newEmail !== undefined || input.password !== undefined) {
    await checkCurrentPassword(deps, user, input.current_password ?? '', 'current_password', context);
  }
  if (newEmail !== undefined) await assertEmailChangeAllowed(deps, user);
  const changes: ProfileChanges = {};
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  if (input.password !== undefined) {
    assertPasswordPolicy(input.password, newEmail ?? user.email);
    changes.passwordHash = await hashPassword(input.password);
  }
  if (newEmail !== undefined) {
    if (await deps.users.findByEmail(newEmail)) throw emailTakenError();
    changes.email = newEmail;
  }
  let updated;
  try {
    updated = (await deps.users.updateProfile(user.id, changes)) as ActiveUser;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  const event = { userId: user.id, ip: context.ip, userAgent: context.userAgent };
  const notice = { brand: deps.settings.brand, to: user.email, firstName: updated.first_name ?? '', forgotPasswordUrl: new URL('/forgot-password', deps.settings.webOrigin).toString() };
  if (changes.passwordHash !== undefined || newEmail !== undefined) {
    // The other sessions end and this one gets a new id: a session stolen before the change is worthless after it.
    await deps.sessions.deleteForUser(user.id, null);
    await context.session.rotate(user.id);
  }
  if (changes.passwordHash !== undefined) {
    await deps.events.record({ ...event, type: 'password-changed' });
    deps.outbox.post(securityNoticeMail({ ...notice, to: updated.email, change: 'password-changed' }));
  }
  if (newEmail !== undefined) {
    await deps.events.record({ ...event, type: 'email-changed', email: newEmail });
    mailEmailVerification(deps, updated);
    deps.outbox.post(securityNoticeMail({ ...notice, change: 'email-changed', newEmail }));
  }
  return presentUser(updated);
}

/** `PATCH /api/onboarding/user-infos`: the details asked after a first payment. */
export async function updateOnboarding(deps: AuthDependencies, user: ActiveUser, input: z.output<typeof onboardingRequestSchema>): Promise<CurrentUser> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return presentUser((await deps.users.updateOnboarding(user.id, changes)) ?? user);
}
