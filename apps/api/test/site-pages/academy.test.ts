import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from '../../src/modules/academy';
import { createSessionClient } from '../support/session-client';
import { createSitePagesTestApp, mailsTo, type SitePagesTestApp } from './site-pages-test-app';

/** The academy (issue 37): sessions still to come, registration with a confirmation mail, idempotent, capacity held. */
let t: SitePagesTestApp;
beforeAll(async () => {
  t = await createSitePagesTestApp({ CONTACT_FORM_MAX_PER_HOUR: '100' });
  await t.deliverMails();
}, 60_000);
afterAll(async () => t?.close());

let counter = 0;
async function session(startsAt: string, capacity = 30): Promise<string> {
  counter += 1;
  return insertSession(t.database.pool, {
    title: `Lire un extrait d'immatriculation, séance ${counter}`,
    description: 'Les rubriques de la fiche, une à une.',
    startsAt: new Date(startsAt),
    durationMinutes: 45,
    capacity,
  });
}

const registration = (sessionId: string, email: string, extra: Record<string, unknown> = {}) => ({ session_id: sessionId, name: 'Paul Girard', email, ...extra });
const registrationsTo = async (sessionId: string) => (await t.database.pool.query('SELECT email FROM academy_registrations WHERE session_id = $1', [sessionId])).rowCount;

describe('academy', () => {
  it('lists only the sessions still to come, soonest first, with their seats left', async () => {
    t.clock.set('2026-12-07T09:00:00Z');
    const past = await session('2026-12-01T10:00:00Z');
    const later = await session('2027-02-10T10:00:00Z', 2);
    const sooner = await session('2027-01-12T10:00:00Z');
    const guest = createSessionClient(t.app, { remoteAddress: '10.1.0.1' });
    expect((await guest.post('/api/academy/registrations', registration(later, 'premier@example.fr'))).statusCode).toBe(201);
    const listed = (await guest.get('/api/academy/sessions')).json().data as Array<{ id: string; seats_left: number; starts_at: string }>;
    const ids = listed.map((item) => item.id);
    expect(ids).not.toContain(past);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    expect(listed.find((item) => item.id === later)).toMatchObject({ seats_left: 1, starts_at: '2027-02-10T10:00:00.000Z' });
  });

  it('registers once with a confirmation mail; registering again changes nothing and mails nothing', async () => {
    t.clock.set('2026-12-07T09:00:00Z');
    const id = await session('2027-01-20T09:30:00Z');
    const guest = createSessionClient(t.app, { remoteAddress: '10.1.0.2' });
    const first = await guest.post('/api/academy/registrations', registration(id, 'Paul.Girard@example.fr'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ data: { session_id: id, already_registered: false } });
    const [mail] = await mailsTo(t, 'paul.girard@example.fr', /inscription à la session .* est confirmée/);
    expect(mail?.decoded.replace(/\s+/g, ' ')).toContain('mercredi 20 janvier 2027 à 10:30');

    const again = await guest.post('/api/academy/registrations', registration(id, 'paul.girard@example.fr'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { session_id: id, already_registered: true } });
    expect(await registrationsTo(id)).toBe(1);
    const { rows } = await t.database.pool.query(`SELECT 1 FROM pgboss.job WHERE name = $1 AND data->>'to' = 'paul.girard@example.fr'`, [t.platform.mailQueue.name]);
    expect(rows).toHaveLength(1);
  });

  it('holds the capacity, even under registrations sent at once', async () => {
    t.clock.set('2026-12-07T09:00:00Z');
    const id = await session('2027-03-03T16:00:00Z', 3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createSessionClient(t.app, { remoteAddress: `10.1.1.${i}` }).post('/api/academy/registrations', registration(id, `place${i}@example.fr`))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe('errors:academy.session-full');
    expect(await registrationsTo(id)).toBe(3);
    // One already registered is still told so, full or not.
    const registered = answers.findIndex((answer) => answer.statusCode === 201);
    expect((await createSessionClient(t.app).post('/api/academy/registrations', registration(id, `place${registered}@example.fr`))).statusCode).toBe(200);
  });

  it('refuses a session that started (409), an unknown one (404), a bad id or address (400), and ignores a honeypot', async () => {
    t.clock.set('2027-04-01T10:00:00Z');
    const started = await session('2027-04-01T09:45:00Z');
    const guest = createSessionClient(t.app, { remoteAddress: '10.1.0.3' });
    const late = await guest.post('/api/academy/registrations', registration(started, 'tard@example.fr'));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('errors:academy.session-started');
    const unknown = await guest.post('/api/academy/registrations', registration('00000000-0000-4000-8000-000000000000', 'inconnu@example.fr'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('errors:academy.session-not-found');
    const bad = await guest.post('/api/academy/registrations', { session_id: 'abc', name: 'Paul', email: 'non' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ session_id: ['errors:academy.session-not-found'], email: ['errors:validation.email.invalid'] });

    t.clock.set('2026-12-07T09:00:00Z');
    const open = await session('2027-05-05T10:00:00Z');
    expect((await guest.post('/api/academy/registrations', registration(open, 'robot@example.fr', { website: 'x' }))).statusCode).toBe(201);
    expect(await registrationsTo(open)).toBe(0);
  });
});
