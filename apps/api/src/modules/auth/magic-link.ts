import { AUTH_KEYS, type CurrentUser } from '@registre/domain';
import { HttpError } from '../../errors/http-errors';
import { magicLinkMail } from '../../mail/templates/magic-link-mail';
import type { AuthDependencies, AuthRequestContext } from './auth-context';
import { isActive, type ActiveUser } from './current-user';
import { presentUser } from './present-user';
import { endUnprovedAccess } from './unproved-access';

/** Minutes a magic sign-in link stays valid. */
export const MAGIC_LINK_MINUTES = 15;

/**
 * Mails the user a single-use sign-in link to the site (`/?magicToken=...`), which the
 * site's header exchanges at `GET /api/me/magic-link/{token}`. For other modules too
 * (for example a link in an order confirmation).
 */
export async function mailMagicLink(deps: AuthDependencies, user: ActiveUser, landingPath = '/'): Promise<void> {
  const token = await deps.tokens.issue(user.id, 'magic-link', MAGIC_LINK_MINUTES);
  const url = new URL(landingPath, deps.settings.webOrigin);
  url.searchParams.set('magicToken', token);
  deps.outbox.post(
    magicLinkMail({ brand: deps.settings.brand, to: user.email, firstName: user.first_name ?? '', url: url.toString(), validMinutes: MAGIC_LINK_MINUTES }),
  );
}

/** `POST /magic-link`: mails a link when the e-mail is an active account's; the answer never says. */
export async function requestMagicLink(deps: AuthDependencies, email: string): Promise<void> {
  const user = await deps.users.findByEmail(email);
  if (isActive(user)) await mailMagicLink(deps, user);
}

/**
 * `GET /api/me/magic-link/{token}`: spends the token and signs its user in (new session id);
 * clicking the mailed link also proves the address, so it becomes verified. An unusable token
 * leaves a signed-in user signed in (answering that user) and answers 401 to a guest.
 *
 * When the address was not yet verified, whoever registered the account never proved owning
 * it (pre-hijacking: an attacker registers a victim's address first). The owner who now proves
 * it takes the account over: every other session ends, the password nobody proved is
 * erased (a new one is set through the password-reset link) and the webhook is suspended.
 */
export async function signInWithMagicLink(deps: AuthDependencies, token: string, context: AuthRequestContext): Promise<CurrentUser> {
  const userId = await deps.tokens.consume(token, 'magic-link');
  const user = userId === null ? null : await deps.users.findById(userId);
  if (!isActive(user)) {
    const currentId = await context.session.userId();
    const current = currentId === null ? null : await deps.users.findById(currentId);
    if (isActive(current)) return presentUser(current);
    throw new HttpError(401, AUTH_KEYS.magicLinkInvalid);
  }
  if (user.email_verified_at === null) await endUnprovedAccess(deps, user.id);
  await context.session.rotate(user.id);
  await deps.events.record({ type: 'magic-link-login', userId: user.id, email: user.email, ip: context.ip, userAgent: context.userAgent });
  return presentUser((await deps.users.markEmailVerified(user.id, user.email)) ?? user);
}
