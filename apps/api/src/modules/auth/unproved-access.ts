import { inTransaction } from '@registre/db';
import type { AuthDependencies } from './auth-context';

/**
 * The address of an account is proved for the first time by someone other than its registrant:
 * what the registrant set up is switched off by the other modules' hooks (their findings are
 * answered), every session of the account ends and the password nobody proved is erased.
 */
export async function endUnprovedAccess(deps: AuthDependencies, userId: string): Promise<string[]> {
  const findings: string[] = [];
  const client = await deps.pool.connect();
  try {
    await inTransaction(client, async () => {
      for (const hook of deps.addressProvedElsewhereHooks) findings.push(...(await hook(client, { userId })));
    });
  } finally {
    client.release();
  }
  await deps.sessions.deleteForUser(userId, null);
  await deps.users.clearPassword(userId);
  return findings;
}
