import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { loadConfig } from '../../src/config/load-config';
import { createPlatform, createTestClock, type Platform, type TestClock } from '../../src/platform';
import { findModuleJob, startModules } from '../../src/modules/module-list';
import { followingDigestQueue } from '../../src/modules/following';
import { listMails } from '../support/mailbox';
import { seedCompanies, seededSiren } from './seed-companies';

let database: IsolatedDatabase;
let platform: Platform;
let clock: TestClock;
let dataDir: string;
const HOUR = 3600 * 1000;

async function addUser(email: string, frequency?: 'daily' | 'weekly' | 'off', { verified = true } = {}): Promise<string> {
  const { rows } = await database.pool.query<{ id: string }>(`INSERT INTO users (email, first_name, email_verified_at) VALUES ($1, 'Marie', $2) RETURNING id::text`, [
    email,
    verified ? new Date('2026-01-01T00:00:00Z') : null,
  ]);
  const id = rows[0]?.id ?? '';
  const list = await database.pool.query<{ id: string }>(`INSERT INTO followed_lists (user_id, name) VALUES ($1, 'Fournisseurs') RETURNING id`, [id]);
  await database.pool.query(`INSERT INTO followed_companies (list_id, siren) VALUES ($1, $2), ($1, $3)`, [list.rows[0]?.id, seededSiren(1), seededSiren(2)]);
  if (frequency) await database.pool.query(`INSERT INTO alert_settings (user_id, digest_frequency) VALUES ($1, $2)`, [id, frequency]);
  return id;
}

async function recordEvent(siren: string, kind: string, details: Record<string, string>, at: Date): Promise<void> {
  await database.pool.query(`INSERT INTO company_events (siren, kind, source, details, recorded_at) VALUES ($1, $2, 'sirene', $3, $4)`, [siren, kind, details, at]);
}

const runDigest = async () => findModuleJob((await startModules({ platform })).modules, followingDigestQueue(platform.config).name).handle({ id: 'test', data: { reason: 'manual' } });
const mailsTo = async (email: string) => (await listMails(join(dataDir, 'mail'))).filter((mail) => mail.to.includes(email));

beforeAll(async () => {
  database = await createIsolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-digest-'));
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SITE_URL: 'https://www.registre-clair.fr' });
  clock = createTestClock('2026-03-02T06:00:00Z');
  platform = await createPlatform(config, { pool: database.pool, clock });
  await seedCompanies(database.pool, 3);
}, 60_000);
afterAll(async () => {
  await platform?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the daily digest', () => {
  it("mails the day's events grouped by list and company, with links, once", async () => {
    await addUser('quotidien@exemple.fr');
    await recordEvent(seededSiren(1), 'renamed', { before: 'Société 1', after: 'Société Une' }, new Date('2026-03-01T20:00:00Z'));
    await recordEvent(seededSiren(1), 'director_appointed', { label: 'Jeanne Martin – Présidente' }, new Date('2026-03-01T21:00:00Z'));
    await recordEvent(seededSiren(3), 'closed', {}, new Date('2026-03-01T21:00:00Z')); // not followed by this user
    await recordEvent(seededSiren(2), 'closed', {}, new Date('2026-02-20T21:00:00Z')); // older than the first day

    await runDigest();
    const [mail, ...others] = await mailsTo('quotidien@exemple.fr');
    expect(others).toEqual([]);
    expect(mail?.decoded).toContain('Subject: =?UTF-8?');
    expect(mail?.decoded).toContain('Fournisseurs');
    expect(mail?.decoded).toContain('Société 1 (SIREN 100000001)');
    expect(mail?.decoded).toContain('Changement de dénomination – Société 1 → Société Une');
    expect(mail?.decoded).toContain('Nomination d’un dirigeant – Jeanne Martin – Présidente');
    expect(mail?.decoded).not.toContain('100000003');
    expect(mail?.decoded).not.toContain('SIREN 100000002');
    expect(mail?.links).toContain('https://www.registre-clair.fr/entreprises/100000001/societe-1');
    expect(mail?.links).toContain('https://www.registre-clair.fr/mon-compte/alertes');

    // Same day again: nothing more. Next day without events: no mail.
    await runDigest();
    clock.advance(24 * HOUR);
    await runDigest();
    expect(await mailsTo('quotidien@exemple.fr')).toHaveLength(1);

    // The day after, one new event: a second mail with only that event.
    await recordEvent(seededSiren(2), 'head_office_moved', { before: '75001 Paris', after: '69002 Lyon' }, new Date(clock.now().getTime() + HOUR));
    clock.advance(24 * HOUR);
    await runDigest();
    const mails = await mailsTo('quotidien@exemple.fr');
    expect(mails).toHaveLength(2);
    const second = mails.find((m) => m.decoded.includes('Transfert du siège'));
    expect(second?.decoded).toContain('75001 Paris → 69002 Lyon');
    expect(second?.decoded).not.toContain('Changement de dénomination');
  });

  it('mails nobody who turned digests off or never proved the address, and weekly readers once a week', async () => {
    await addUser('jamais@exemple.fr', 'off');
    await addUser('hebdo@exemple.fr', 'weekly');
    await addUser('non-prouvee@exemple.fr', 'daily', { verified: false });
    await recordEvent(seededSiren(1), 'capital_changed', { before: '100000', after: '500000', currency: 'EUR' }, new Date(clock.now().getTime() - HOUR));
    await runDigest();
    expect(await mailsTo('jamais@exemple.fr')).toEqual([]);
    expect(await mailsTo('non-prouvee@exemple.fr')).toEqual([]);
    const [weeklyFirst] = await mailsTo('hebdo@exemple.fr');
    // A capital in euros, written the French way (no-break spaces), not in cents.
    expect(weeklyFirst?.decoded).toContain('Modification du capital – 1\u00A0000\u00A0€ → 5\u00A0000\u00A0€');
    await recordEvent(seededSiren(2), 'accounts_filed', { label: 'Exercice clos le 31/12/2025' }, new Date(clock.now().getTime() + HOUR));
    clock.advance(3 * 24 * HOUR);
    await runDigest();
    expect(await mailsTo('hebdo@exemple.fr')).toHaveLength(1);
    clock.advance(4 * 24 * HOUR);
    await runDigest();
    const weekly = await mailsTo('hebdo@exemple.fr');
    expect(weekly).toHaveLength(2);
    expect(weekly.some((m) => m.decoded.includes('Nouveaux comptes annuels – Exercice clos le 31/12/2025'))).toBe(true);
  });
});
