import { AUTH_KEYS, type LoginRequest } from '@registre/domain';
import { UnprocessableError } from '../../errors/http-errors';
import type { AuthDependencies, AuthRequestContext } from './auth-context';
import { isActive } from './current-user';
import { verifyPassword } from './password-hasher';
import { ThrottledError } from './throttled-error';

/**
 * `POST /login`: one 422 `errors:auth.failed` whatever went wrong (unknown e-mail, wrong
 * password, disabled account), in the same time. After too many failures for the e-mail from
 * this address within the window, 429 from this address even with the right password; a softer
 * cap counts the failures from every address, and spares an address that signed this account in
 * lately, so that strangers guessing from many addresses cannot lock its owner out.
 * Success rotates the session id.
 */
export async function login(deps: AuthDependencies, input: LoginRequest & { email: string; password: string }, context: AuthRequestContext): Promise<void> {
  const { throttleWindowSeconds, loginMaxFailuresPerEmail, loginMaxFailuresPerAccount } = deps.settings;
  const failures = await deps.events.recentLoginFailures(input.email, context.ip, throttleWindowSeconds);
  if (failures.fromAddress >= loginMaxFailuresPerEmail) throw new ThrottledError(failures.fromAddressRetryAfterSeconds);
  if (failures.total >= loginMaxFailuresPerAccount && !failures.knownAddress) throw new ThrottledError(failures.totalRetryAfterSeconds);

  const user = await deps.users.findByEmail(input.email);
  const passwordMatches = await verifyPassword(user?.password_hash ?? null, input.password);
  const event = { email: input.email, ip: context.ip, userAgent: context.userAgent };
  if (!passwordMatches || !isActive(user)) {
    await deps.events.record({ ...event, type: 'login-failed', userId: user?.id ?? null });
    throw new UnprocessableError(AUTH_KEYS.failed, { email: [AUTH_KEYS.failed] });
  }
  // "Se souvenir de moi": a persistent cookie; otherwise it ends with the browser session.
  await context.session.rotate(user.id, { persistent: input.remember === true });
  await deps.events.record({ ...event, type: 'login-succeeded', userId: user.id });
}

/** `POST /logout`: the session is deleted server-side; its cookie no longer works. */
export async function logout(deps: AuthDependencies, context: AuthRequestContext): Promise<void> {
  const userId = await context.session.userId();
  await context.session.destroy();
  if (userId !== null) await deps.events.record({ type: 'logout', userId, ip: context.ip, userAgent: context.userAgent });
}
