import { VALIDATION_KEYS } from '@registre/domain';
import { UnprocessableError } from '../../errors/http-errors';
import type { AuthDependencies, AuthRequestContext } from './auth-context';
import type { ActiveUser } from './current-user';
import { verifyPassword } from './password-hasher';
import { ThrottledError } from './throttled-error';

/**
 * Checks the password a signed-in user typed to confirm a sensitive change (e-mail, password,
 * deletion). Wrong answers are logged; after as many as a sign-in allows within the throttle
 * window, 429 with Retry-After even for the right one, so a stolen session cannot guess it.
 */
export async function checkCurrentPassword(deps: AuthDependencies, user: ActiveUser, password: string, field: string, context: AuthRequestContext): Promise<void> {
  const { throttleWindowSeconds, loginMaxFailuresPerEmail } = deps.settings;
  const failures = await deps.events.recentForUser(user.id, 'current-password-failed', throttleWindowSeconds);
  if (failures.count >= loginMaxFailuresPerEmail) throw new ThrottledError(failures.retryAfterSeconds);
  if (await verifyPassword(user.password_hash, password)) return;
  await deps.events.record({ type: 'current-password-failed', userId: user.id, ip: context.ip, userAgent: context.userAgent });
  throw new UnprocessableError(VALIDATION_KEYS.currentPasswordWrong, { [field]: [VALIDATION_KEYS.currentPasswordWrong] });
}

/** 429 once the user changed the e-mail as many times as the mail limit allows within the window (each change mails twice). */
export async function assertEmailChangeAllowed(deps: AuthDependencies, user: ActiveUser): Promise<void> {
  const changes = await deps.events.recentForUser(user.id, 'email-changed', deps.settings.throttleWindowSeconds);
  if (changes.count >= deps.settings.mailMaxPerAccount) throw new ThrottledError(changes.retryAfterSeconds);
}
