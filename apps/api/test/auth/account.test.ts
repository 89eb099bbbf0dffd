import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, currentUserSchema, personalDataExportSchema } from '@registre/domain';
import { registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { countMails, listMails, waitForLink } from '../support/mailbox';
import { createSessionClient } from '../support/session-client';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Girafe-Orange-2024';

describe('profile update (POST /api/me with _method=PATCH, or PATCH /api/me)', () => {
  it('updates the names through method override and through PATCH', async () => {
    const { client } = await registerClient(t.app);
    const overridden = await client.post(AUTH_PATHS.me, { _method: 'PATCH', first_name: 'Jeanne', last_name: ' Martin ' });
    expect(overridden.statusCode).toBe(200);
    expect(currentUserSchema.parse(overridden.json())).toMatchObject({ first_name: 'Jeanne', last_name: 'Martin' });
    const patched = await client.patch(AUTH_PATHS.me, { first_name: 'Léa' });
    expect(patched.json()).toMatchObject({ first_name: 'Léa', last_name: 'Martin' });
  });

  it('accepts the override in an X-HTTP-Method-Override header too', async () => {
    const { client } = await registerClient(t.app);
    const response = await client.post(AUTH_PATHS.me, { last_name: 'Bernard' }, { headers: { 'x-http-method-override': 'PATCH' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().last_name).toBe('Bernard');
  });

  it('answers 405 to a POST without the override, and changes nothing', async () => {
    const { client } = await registerClient(t.app);
    const response = await client.post(AUTH_PATHS.me, { first_name: 'Intrus' });
    expect(response.statusCode).toBe(405);
    expect((await client.get(AUTH_PATHS.me)).json().first_name).toBe('Marie');
  });

  it('requires the current password to change the password, then ends the other sessions only', async () => {
    const { client, account } = await registerClient(t.app);
    const other = createSessionClient(t.app);
    await other.post(AUTH_PATHS.login, { email: account.email, password: account.password });
    const missing = await client.patch(AUTH_PATHS.me, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['errors:validation.current-password.required'] });
    const wrong = await client.patch(AUTH_PATHS.me, { current_password: 'pas-le-bon', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(wrong.json().errors).toEqual({ current_password: ['errors:validation.current-password.wrong'] });
    const common = await client.patch(AUTH_PATHS.me, { current_password: account.password, password: 'iloveyou', password_confirmation: 'iloveyou' });
    expect(common.json().errors).toEqual({ password: ['errors:validation.password.too-common'] });
    expect((await other.get(AUTH_PATHS.me)).statusCode).toBe(200);

    const changed = await client.post(AUTH_PATHS.me, { _method: 'PATCH', current_password: account.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect((await client.get(AUTH_PATHS.me)).statusCode).toBe(200);
    expect((await other.get(AUTH_PATHS.me)).statusCode).toBe(401);
    expect((await createSessionClient(t.app).post(AUTH_PATHS.login, { email: account.email, password: NEW_PASSWORD })).statusCode).toBe(204);
    await waitForLink(t.mailDir, account.email, /\/forgot-password$/);
  });

  it('changes the e-mail with the current password, clears its verification and mails the new address', async () => {
    const { client, account, user } = await registerClient(t.app);
    await t.database.pool.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [user.id]);
    const taken = await registerClient(t.app);
    const duplicate = await client.patch(AUTH_PATHS.me, { email: taken.account.email, current_password: account.password });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ email: ['errors:validation.email.taken'] });

    const before = await countMails(t.mailDir);
    const changed = await client.patch(AUTH_PATHS.me, { email: 'Nouvelle.Adresse@Exemple.fr', current_password: account.password });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'nouvelle.adresse@exemple.fr', email_verified_at: null });
    await waitForLink(t.mailDir, 'nouvelle.adresse@exemple.fr', /verify-email/, { after: before });
    // The former address is told, with a way out if the change was not its owner's.
    const notice = await waitForLink(t.mailDir, account.email, /\/forgot-password$/, { after: before });
    const mail = (await listMails(t.mailDir)).slice(before).find((candidate) => candidate.links.includes(notice));
    expect(mail?.decoded).toContain('nouvelle.adresse@exemple.fr');
  });

  it('answers 401 to a guest', async () => {
    const guest = createSessionClient(t.app);
    expect((await guest.patch(AUTH_PATHS.me, { first_name: 'X' })).statusCode).toBe(401);
  });
});

describe('onboarding (POST /api/onboarding/user-infos with _method=PATCH)', () => {
  it('stores the details, keeps fields left out and clears emptied ones', async () => {
    const { client } = await registerClient(t.app);
    const first = await client.post(AUTH_PATHS.onboarding, {
      _method: 'PATCH',
      company_name: 'Boulangerie du Canal',
      siren: '552 081 317',
      phone: '+33 1 23 45 67 89',
      job: 'Gérante',
      heard_about: 'search-engine',
    });
    expect(first.statusCode).toBe(200);
    expect(currentUserSchema.parse(first.json()).onboarding).toMatchObject({
      company_name: 'Boulangerie du Canal',
      siren: '552081317',
      phone: '+33 1 23 45 67 89',
      job: 'Gérante',
      heard_about: 'search-engine',
    });
    expect(first.json().onboarding.completed_at).not.toBeNull();
    const second = await client.patch(AUTH_PATHS.onboarding, { job: '', phone: null });
    expect(second.json().onboarding).toMatchObject({ company_name: 'Boulangerie du Canal', job: null, phone: null });
  });

  it('answers 422 to a malformed SIREN or phone', async () => {
    const { client } = await registerClient(t.app);
    const response = await client.post(AUTH_PATHS.onboarding, { _method: 'PATCH', siren: '12345', phone: 'appelez-moi' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ siren: ['errors:validation.siren.invalid'], phone: ['errors:validation.phone.invalid'] });
  });
});

describe('account deletion and personal data export', () => {
  it('exports everything held on the user as a JSON attachment', async () => {
    const { client, account } = await registerClient(t.app, { tracking_source: 'fbclid=xyz' });
    const response = await client.get(AUTH_PATHS.personalDataExport);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="donnees-personnelles\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = personalDataExportSchema.parse(response.json());
    expect(data.user).toMatchObject({ email: account.email, first_name: 'Marie', tracking_source: 'fbclid=xyz' });
    expect(data.user.terms_accepted_at).not.toBeNull();
    expect(data.sessions).toHaveLength(1);
    expect(data.security_events.map((event) => event.type)).toEqual(['registered', 'login-succeeded', 'personal-data-exported']);
    expect((await createSessionClient(t.app).get(AUTH_PATHS.personalDataExport)).statusCode).toBe(401);
  });

  it('deletes the account with its password: personal data erased, every session ended, e-mail free again', async () => {
    const { client, account, user } = await registerClient(t.app);
    const other = createSessionClient(t.app);
    await other.post(AUTH_PATHS.login, { email: account.email, password: account.password });
    const wrong = await client.delete(AUTH_PATHS.me, { password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['errors:validation.current-password.wrong'] });

    const deleted = await client.delete(AUTH_PATHS.me, { password: account.password });
    expect(deleted.statusCode).toBe(204);
    expect((await client.get(AUTH_PATHS.me)).statusCode).toBe(401);
    expect((await other.get(AUTH_PATHS.me)).statusCode).toBe(401);
    const { rows } = await t.database.pool.query('SELECT email, password_hash, first_name, last_name, deleted_at FROM users WHERE id = $1', [user.id]);
    expect(rows[0]).toMatchObject({ email: null, password_hash: null, first_name: null, last_name: null });
    expect(rows[0].deleted_at).toBeInstanceOf(Date);
    const emails = await t.database.pool.query('SELECT 1 FROM security_events WHERE email = $1', [account.email]);
    expect(emails.rowCount).toBe(0);
    expect((await createSessionClient(t.app).post(AUTH_PATHS.login, { email: account.email, password: account.password })).statusCode).toBe(422);
    expect((await registerClient(t.app, { email: account.email })).user.id).not.toBe(user.id);
  });
});
