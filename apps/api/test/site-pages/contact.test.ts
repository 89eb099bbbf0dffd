import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMails } from '../support/mailbox';
import { createSessionClient } from '../support/session-client';
import { createSitePagesTestApp, mailsTo, type SitePagesTestApp } from './site-pages-test-app';

/** The /contact form (issue 37): stored first, then mailed to the team with an acknowledgement; honeypot; rate limit; CSRF. */
let t: SitePagesTestApp;
beforeAll(async () => {
  t = await createSitePagesTestApp({ CONTACT_FORM_RECIPIENT: 'equipe@registre-clair.test', CONTACT_FORM_MAX_PER_HOUR: '3' });
}, 60_000);
afterAll(async () => t?.close());

const message = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Claire Moreau',
  email,
  category: 'data-correction',
  message: "Bonjour,\nl'adresse du siège de ma société n'est plus la bonne depuis mars.",
  ...extra,
});

const storedFrom = async (email: string) =>
  (await t.database.pool.query<{ name: string; category: string; message: string; received_at: Date }>('SELECT name, category, message, received_at FROM contact_messages WHERE email = $1', [email])).rows;

describe('POST /api/contact-messages', () => {
  it('stores the message while the mail server is down, then mails the team and acknowledges to the sender', async () => {
    const guest = createSessionClient(t.app, { remoteAddress: '10.0.0.1' });
    const response = await guest.post('/api/contact-messages', message('Claire.Moreau@example.fr'));
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ data: { received: true } });

    // Nothing delivered yet (no mail worker): the message is already kept.
    const stored = await storedFrom('claire.moreau@example.fr');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Claire Moreau', category: 'data-correction', received_at: new Date('2026-12-07T09:00:00Z') });
    expect(stored[0]?.message).toContain("n'est plus la bonne depuis mars.");
    expect(await listMails(t.mailDir)).toHaveLength(0);

    await t.deliverMails();
    const [team] = await mailsTo(t, 'equipe@registre-clair.test', /Une donnée d'entreprise à corriger/);
    expect(team?.decoded).toContain('claire.moreau@example.fr');
    expect(team?.decoded).toContain("n'est plus la bonne depuis mars.");
    const [ack] = await mailsTo(t, 'claire.moreau@example.fr', /Nous avons bien reçu votre message/);
    expect(ack?.links).toContain(`${t.platform.config.WEB_ORIGIN}/faq`);
  });

  it('answers a filled honeypot like any message, and keeps and sends nothing', async () => {
    const guest = createSessionClient(t.app, { remoteAddress: '10.0.0.2' });
    const response = await guest.post('/api/contact-messages', message('robot@example.fr', { website: 'https://spam.example' }));
    expect(response.statusCode).toBe(202);
    expect(await storedFrom('robot@example.fr')).toHaveLength(0);
    const { rows } = await t.database.pool.query(`SELECT 1 FROM pgboss.job WHERE name = $1 AND data->>'to' = 'robot@example.fr'`, [t.platform.mailQueue.name]);
    expect(rows).toHaveLength(0);
  });

  it('refuses bad input field by field in French message keys, and keeps nothing', async () => {
    const guest = createSessionClient(t.app, { remoteAddress: '10.0.0.3' });
    const response = await guest.post('/api/contact-messages', { name: '', email: 'pas-une-adresse', category: 'astrologie', message: 'court' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: ['errors:validation.required'],
      email: ['errors:validation.email.invalid'],
      category: ['errors:validation.required'],
      message: ['errors:contact.message-too-short'],
    });
    expect((await t.database.pool.query('SELECT 1 FROM contact_messages WHERE email = $1', ['pas-une-adresse'])).rows).toHaveLength(0);
  });

  it('refuses a post without the CSRF token (419) and changes nothing', async () => {
    const guest = createSessionClient(t.app, { remoteAddress: '10.0.0.4' });
    const response = await guest.post('/api/contact-messages', message('sans-jeton@example.fr'), { xsrfToken: null });
    expect(response.statusCode).toBe(419);
    expect(await storedFrom('sans-jeton@example.fr')).toHaveLength(0);
  });

  it('limits one visitor to CONTACT_FORM_MAX_PER_HOUR messages, then answers 429 with Retry-After', async () => {
    const guest = createSessionClient(t.app, { remoteAddress: '10.0.0.5' });
    for (let i = 0; i < 3; i++) expect((await guest.post('/api/contact-messages', message(`rafale${i}@example.fr`))).statusCode).toBe(202);
    const refused = await guest.post('/api/contact-messages', message('rafale3@example.fr'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('errors:request.rate-limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await storedFrom('rafale3@example.fr')).toHaveLength(0);
    // Another visitor is not held back.
    expect((await createSessionClient(t.app, { remoteAddress: '10.0.0.6' }).post('/api/contact-messages', message('autre@example.fr'))).statusCode).toBe(202);
  });
});
