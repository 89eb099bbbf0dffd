import { AUTH_KEYS, type VerifyEmailRequest, type VerifyEmailResponse } from '@registre/domain';
import { HttpError } from '../../errors/http-errors';
import { verifyEmailMail } from '../../mail/templates/verify-email-mail';
import type { AuthDependencies, AuthRequestContext } from './auth-context';
import { isActive, type ActiveUser } from './current-user';
import { checkEmailVerification, EMAIL_VERIFICATION_HOURS, emailVerificationUrl } from './email-verification-link';
import { PASSWORD_RESET_MINUTES } from './password-reset';
import { endUnprovedAccess } from './unproved-access';

/** Mails the signed verification link to the account's current address. */
export function mailEmailVerification(deps: AuthDependencies, user: ActiveUser): void {
  const url = emailVerificationUrl({ webOrigin: deps.settings.webOrigin, key: deps.settings.appKey, userId: user.id, email: user.email });
  deps.outbox.post(verifyEmailMail({ brand: deps.settings.brand, to: user.email, firstName: user.first_name ?? '', url, validHours: EMAIL_VERIFICATION_HOURS }));
}

/**
 * `POST /email/verify` with the link's query: sets `email_verified_at` (idempotent).
 * 403 when the signature is wrong or the address changed since, or when it expired.
 *
 * The first proof from a browser that did not register the account (neither signed in to it nor
 * holding its registrant cookie) means whoever registered never proved owning the address
 * (pre-hijacking): their sessions end, their password is erased, what they set up is switched off,
 * and the answer tells the owner so, with the path where the owner sets a password (null: 204).
 */
export async function verifyEmail(deps: AuthDependencies, request: VerifyEmailRequest, context: AuthRequestContext): Promise<VerifyEmailResponse | null> {
  const user = await deps.users.findById(request.id);
  const email = isActive(user) ? user.email : null;
  const check = checkEmailVerification(request, deps.settings.appKey, email);
  if (check === 'expired') throw new HttpError(403, AUTH_KEYS.verificationLinkExpired);
  if (check === 'invalid' || email === null) throw new HttpError(403, AUTH_KEYS.verificationLinkInvalid);
  const verified = await deps.users.markEmailVerified(request.id, email);
  if (!verified || user?.email_verified_at !== null) return null;
  await deps.events.record({ type: 'email-verified', userId: request.id, ip: context.ip, userAgent: context.userAgent });
  const registrantBrowser = context.session.isRegistrant(request.id) || (await context.session.userId()) === request.id;
  if (registrantBrowser) return null;
  const findings = await endUnprovedAccess(deps, request.id);
  const token = await deps.tokens.issue(request.id, 'password-reset', PASSWORD_RESET_MINUTES);
  const resetPath = `/password-reset/${token}?${new URLSearchParams({ email }).toString()}`;
  return { message: AUTH_KEYS.addressProvedElsewhere, findings, password_reset_path: resetPath };
}
