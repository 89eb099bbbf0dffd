import type { AuthDependencies, AuthRequestContext } from './auth-context';
import { checkCurrentPassword } from './current-password-check';
import type { ActiveUser } from './current-user';

/**
 * `DELETE /api/me` with the password: erases the account's personal data (the row keeps only
 * its id and dates for the records that reference it), its mailed tokens and the e-mails in
 * its security log, and ends all its sessions, this one included.
 */
export async function deleteAccount(deps: AuthDependencies, user: ActiveUser, password: string, context: AuthRequestContext): Promise<void> {
  await checkCurrentPassword(deps, user, password, 'password', context);
  await deps.users.anonymize(user.id);
  await deps.tokens.deleteForUser(user.id);
  await deps.events.forgetEmails(user.id, user.email);
  await deps.sessions.deleteForUser(user.id, null);
  await context.session.destroy();
  await deps.events.record({ type: 'account-deleted', userId: user.id, ip: context.ip, userAgent: context.userAgent });
}
