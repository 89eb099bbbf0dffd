import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@registre/domain';
import { registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { createSessionClient } from '../support/session-client';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ AUTH_LOGIN_MAX_PER_EMAIL: '3', AUTH_LOGIN_MAX_PER_ACCOUNT: '6', AUTH_THROTTLE_WINDOW_SECONDS: '600' });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const strangerAddress = () => `203.0.113.${++counter}`;
const signIn = async (remoteAddress: string, email: string, password: string) =>
  (await createSessionClient(t.app, { remoteAddress }).post(AUTH_PATHS.login, { email, password })).statusCode;

describe('sign-in lockout keyed on the account and the address', () => {
  it('does not lock the owner out when a stranger guesses from one address', async () => {
    const owner = '198.51.100.1';
    const { account } = await registerClient(t.app, {}, owner);
    const stranger = strangerAddress();
    const guesses = [];
    for (let i = 0; i < 4; i++) guesses.push(await signIn(stranger, account.email, `Faux-Essai-${i}0`));
    expect(guesses).toEqual([422, 422, 422, 429]);
    expect(await signIn(stranger, account.email, account.password)).toBe(429);
    expect(await signIn('198.51.100.2', account.email, account.password)).toBe(204);
  });

  it('caps guesses from many addresses, and still lets in the address that signed the account in lately', async () => {
    const owner = '198.51.100.3';
    const { account } = await registerClient(t.app, {}, owner);
    expect(await signIn(owner, account.email, account.password)).toBe(204);
    for (let i = 0; i < 6; i++) expect(await signIn(strangerAddress(), account.email, `Faux-Essai-${i}0`)).toBe(422);
    expect(await signIn(strangerAddress(), account.email, account.password)).toBe(429);
    expect(await signIn(owner, account.email, account.password)).toBe(204);
  });
});
