import type { CurrentUser, registerRequestSchema } from '@registre/domain';
import type { z } from 'zod';
import { accountExistsMail } from '../../mail/templates/account-exists-mail';
import type { AuthDependencies, AuthRequestContext } from './auth-context';
import { emailTakenError } from './email-taken-error';
import { mailEmailVerification } from './email-verification';
import { isActive, type ActiveUser } from './current-user';
import { hashPassword } from './password-hasher';
import { assertPasswordPolicy } from './password-policy';
import { presentUser } from './present-user';
import { ThrottledError } from './throttled-error';
import { isUniqueViolation } from './users-queries';

type RegisterInput = z.output<typeof registerRequestSchema>;

/** Inserts the account (unverified) and mails its verification link; null when the address is taken. */
async function createAccount(deps: AuthDependencies, input: RegisterInput, passwordHash: string, context: AuthRequestContext) {
  if (await deps.users.findByEmail(input.email)) return null;
  let user;
  try {
    user = await deps.users.insert({
      email: input.email,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      trackingSource: input.tracking_source ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  await deps.events.record({ type: 'registered', userId: user.id, email: input.email, ip: context.ip, userAgent: context.userAgent });
  context.session.markRegistrant(user.id);
  mailEmailVerification(deps, user as ActiveUser);
  return user;
}

/**
 * `POST /register`: the same answer, after the same work, whether or not the address has an
 * account (issue 19, enumeration). A new address gets its account and the verification link; a
 * taken one gets a mail telling its owner, and the attempt is written to the owner's security log.
 * Nobody is signed in: the user signs in once the address is theirs (or right away with the password).
 */
export async function requestRegistration(deps: AuthDependencies, input: RegisterInput, context: AuthRequestContext): Promise<void> {
  assertPasswordPolicy(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  if (await createAccount(deps, input, passwordHash, context)) return;
  const owner = await deps.users.findByEmail(input.email);
  await deps.events.record({ type: 'registration-attempted', userId: owner?.id ?? null, email: input.email, ip: context.ip, userAgent: context.userAgent });
  if (!isActive(owner)) return;
  deps.outbox.post(
    accountExistsMail({
      brand: deps.settings.brand,
      to: owner.email,
      firstName: owner.first_name ?? '',
      loginUrl: new URL('/login', deps.settings.webOrigin).toString(),
      forgotPasswordUrl: new URL('/forgot-password', deps.settings.webOrigin).toString(),
    }),
  );
}

/**
 * The payment funnel's registration (billing's register-and-subscribe): the account is created and
 * signed in (new session id) at once so that the payment can follow. A taken address is a 422
 * `email.taken` (the funnel asks its owner to sign in, keeping the order), with nothing created and
 * no mail sent; the attempt is logged, and like sign-in failures such answers are throttled per
 * e-mail from one address and per e-mail from all addresses (429 + Retry-After): see docs/billing.md.
 */
export async function register(deps: AuthDependencies, input: RegisterInput, context: AuthRequestContext): Promise<CurrentUser> {
  const { throttleWindowSeconds, loginMaxFailuresPerEmail, loginMaxFailuresPerAccount } = deps.settings;
  const attempts = await deps.events.recentForEmail(input.email, 'registration-attempted', context.ip, throttleWindowSeconds);
  if (attempts.fromAddress >= loginMaxFailuresPerEmail) throw new ThrottledError(attempts.fromAddressRetryAfterSeconds);
  if (attempts.total >= loginMaxFailuresPerAccount) throw new ThrottledError(attempts.totalRetryAfterSeconds);
  assertPasswordPolicy(input.password, input.email);
  const user = await createAccount(deps, input, await hashPassword(input.password), context);
  if (user === null) {
    const owner = await deps.users.findByEmail(input.email);
    await deps.events.record({ type: 'registration-attempted', userId: owner?.id ?? null, email: input.email, ip: context.ip, userAgent: context.userAgent });
    throw emailTakenError();
  }
  await context.session.rotate(user.id);
  return presentUser(user);
}
