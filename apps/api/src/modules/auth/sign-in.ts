import { AUTH_KEYS, type LoginRequest } from '@registre/domain';
import { UnprocessableError } from '../../errors/http-errors';
import type { AuthDependencies, AuthRequestContext } from './auth-context';
import { isActive } from './current-user';
import { verifyPassword } from './password-hasher';
import { ThrottledError } from './throttled-error';

/**
 * `POST /login`: one 422 `errors:auth.failed` whatever went wrong (unknown e-mail, wrong
 * password, disabled account), in the same time; after too many failures for the e-mail
 * within the window, 429 even with the right password. Success rotates the session id.
 */
export async function login(deps: AuthDependencies, input: Required<LoginRequest>, context: AuthRequestContext): Promise<void> {
  const { throttleWindowSeconds, loginMaxFailuresPerEmail } = deps.settings;
  const failures = await deps.events.recentLoginFailures(input.email, throttleWindowSeconds);
  if (failures.count >= loginMaxFailuresPerEmail) throw new ThrottledError(failures.retryAfterSeconds);

  const user = await deps.users.findByEmail(input.email);
  const passwordMatches = await verifyPassword(user?.password_hash ?? null, input.password);
  const event = { email: input.email, ip: context.ip, userAgent: context.userAgent };
  if (!passwordMatches || !isActive(user)) {
    await deps.events.record({ ...event, type: 'login-failed', userId: user?.id ?? null });
    throw new UnprocessableError(AUTH_KEYS.failed, { email: [AUTH_KEYS.failed] });
  }
  await context.session.rotate(user.id);
  await deps.events.record({ ...event, type: 'login-succeeded', userId: user.id });
}

/** `POST /logout`: the session is deleted server-side; its cookie no longer works. */
export async function logout(deps: AuthDependencies, context: AuthRequestContext): Promise<void> {
  const userId = await context.session.userId();
  await context.session.destroy();
  if (userId !== null) await deps.events.record({ type: 'logout', userId, ip: context.ip, userAgent: context.userAgent });
}
