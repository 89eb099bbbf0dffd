import { AUTH_KEYS, type resetPasswordRequestSchema } from '@registre/domain';
import type { z } from 'zod';
import { UnprocessableError } from '../../errors/http-errors';
import { passwordResetMail } from '../../mail/templates/password-reset-mail';
import type { AuthDependencies, AuthRequestContext } from './auth-context';
import { isActive } from './current-user';
import { hashPassword } from './password-hasher';
import { assertPasswordPolicy } from './password-policy';

/** Minutes a password-reset link stays valid. */
export const PASSWORD_RESET_MINUTES = 60;

/**
 * `POST /forgot-password`: mails `${WEB_ORIGIN}/password-reset/{token}?email=...` when the
 * e-mail is an active account's. The caller answers the same either way.
 */
export async function forgotPassword(deps: AuthDependencies, email: string, context: AuthRequestContext): Promise<void> {
  const user = await deps.users.findByEmail(email);
  if (!isActive(user)) return;
  const token = await deps.tokens.issue(user.id, 'password-reset', PASSWORD_RESET_MINUTES);
  const url = new URL(`/password-reset/${token}`, deps.settings.webOrigin);
  url.searchParams.set('email', user.email);
  deps.outbox.post(
    passwordResetMail({ brand: deps.settings.brand, to: user.email, firstName: user.first_name ?? '', url: url.toString(), validMinutes: PASSWORD_RESET_MINUTES }),
  );
  await deps.events.record({ type: 'password-reset-requested', userId: user.id, email, ip: context.ip, userAgent: context.userAgent });
}

/**
 * `POST /reset-password`: spends the token (single use, 60 minutes, this e-mail's only),
 * sets the new password and ends every session of the user.
 */
export async function resetPassword(deps: AuthDependencies, input: z.output<typeof resetPasswordRequestSchema>, context: AuthRequestContext): Promise<void> {
  assertPasswordPolicy(input.password, input.email);
  const userId = await deps.tokens.consume(input.token, 'password-reset', input.email);
  const user = userId === null ? null : await deps.users.findById(userId);
  if (!isActive(user)) throw new UnprocessableError(AUTH_KEYS.resetTokenInvalid, { email: [AUTH_KEYS.resetTokenInvalid] });
  await deps.users.updateProfile(user.id, { passwordHash: await hashPassword(input.password) });
  await deps.sessions.deleteForUser(user.id, null);
  await deps.events.record({ type: 'password-reset', userId: user.id, email: user.email, ip: context.ip, userAgent: context.userAgent });
}
