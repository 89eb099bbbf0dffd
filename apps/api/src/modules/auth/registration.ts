import type { CurrentUser, registerRequestSchema } from '@registre/domain';
import type { z } from 'zod';
import type { AuthDependencies, AuthRequestContext } from './auth-context';
import { emailTakenError } from './email-taken-error';
import { mailEmailVerification } from './email-verification';
import type { ActiveUser } from './current-user';
import { hashPassword } from './password-hasher';
import { assertPasswordPolicy } from './password-policy';
import { presentUser } from './present-user';
import { isUniqueViolation } from './users-queries';

/** `POST /register`: creates the account, signs it in (new session id) and mails the verification link. */
export async function register(deps: AuthDependencies, input: z.output<typeof registerRequestSchema>, context: AuthRequestContext): Promise<CurrentUser> {
  assertPasswordPolicy(input.password, input.email);
  if (await deps.users.findByEmail(input.email)) throw emailTakenError();
  let user;
  try {
    user = await deps.users.insert({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.first_name,
      lastName: input.last_name,
      trackingSource: input.tracking_source ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  await context.session.rotate(user.id);
  await deps.events.record({ type: 'registered', userId: user.id, email: input.email, ip: context.ip, userAgent: context.userAgent });
  mailEmailVerification(deps, user as ActiveUser);
  return presentUser(user);
}
