import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@registre/domain';
import { registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { countMails, waitForLink } from '../support/mailbox';
import { createSessionClient } from '../support/session-client';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ WEB_ORIGIN: 'http://site.test' });
});
afterAll(async () => {
  await t?.close();
});

async function signInByMagicLink(email: string) {
  const before = await countMails(t.mailDir);
  await createSessionClient(t.app).post(AUTH_PATHS.magicLinkRequest, { email });
  const token = new URL(await waitForLink(t.mailDir, email, /magicToken=/, { after: before })).searchParams.get('magicToken') as string;
  const owner = createSessionClient(t.app);
  const response = await owner.get(AUTH_PATHS.magicLinkSignIn(token));
  expect(response.statusCode).toBe(200);
  return owner;
}

describe('pre-hijacking: an account registered with someone else’s address', () => {
  it('ends the registrant’s sessions and erases the unproved password when the owner proves the address', async () => {
    const attacker = await registerClient(t.app);
    const owner = await signInByMagicLink(attacker.account.email);

    expect((await attacker.client.get(AUTH_PATHS.me)).statusCode).toBe(401);
    const reuse = await createSessionClient(t.app).post(AUTH_PATHS.login, { email: attacker.account.email, password: attacker.account.password });
    expect(reuse.statusCode).toBe(422);
    const me = await owner.get(AUTH_PATHS.me);
    expect(me.statusCode).toBe(200);
    expect(me.json().email_verified_at).not.toBeNull();
  });

  it('keeps the other sessions of an account whose address was already proved', async () => {
    const { account } = await registerClient(t.app);
    const first = await signInByMagicLink(account.email);
    await signInByMagicLink(account.email);
    expect((await first.get(AUTH_PATHS.me)).statusCode).toBe(200);
  });
});
