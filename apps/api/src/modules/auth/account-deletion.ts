import { inTransaction } from '@registre/db';
import type { AuthDependencies, AuthRequestContext } from './auth-context';
import { checkCurrentPassword } from './current-password-check';
import type { ActiveUser } from './current-user';

/**
 * `DELETE /api/me` with the password: erases the account's personal data (the row keeps only
 * its id and dates for the records that reference it) and, in the same transaction, runs the
 * account-deleted hooks (the subscription is cancelled at once, alerts stop); then its mailed
 * tokens and the e-mails in its security log go, and all its sessions end, this one included.
 */
export async function deleteAccount(deps: AuthDependencies, user: ActiveUser, password: string, context: AuthRequestContext): Promise<void> {
  await checkCurrentPassword(deps, user, password, 'password', context);
  const client = await deps.pool.connect();
  try {
    await inTransaction(client, async () => {
      await deps.users.anonymize(user.id, client);
      for (const hook of deps.accountDeletedHooks) await hook(client, { userId: user.id });
    });
  } finally {
    client.release();
  }
  await deps.tokens.deleteForUser(user.id);
  await deps.events.forgetEmails(user.id, user.email);
  await deps.sessions.deleteForUser(user.id, null);
  await context.session.destroy();
  await deps.events.record({ type: 'account-deleted', userId: user.id, ip: context.ip, userAgent: context.userAgent });
}
