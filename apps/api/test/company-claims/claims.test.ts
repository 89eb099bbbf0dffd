import sharp from 'sharp';
import { AUTH_PATHS, CLAIM_PATHS } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsReview } from '../../src/modules/company-claims';
import { createLocalFileStorage, systemClock } from '../../src/platform';
import { registerClient, STRONG_PASSWORD } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { listMails, waitForLink } from '../support/mailbox';
import { createSessionClient, type SessionClient } from '../support/session-client';
import { seedClaimableCompany } from './seed-claimable-company';
import { join } from 'node:path';

const BY_MAIL = '900000001';
const BY_DOCUMENT = '900000002';
const CEASED = '900000003';

let context: AuthTestApp;
let owner: SessionClient;
let other: SessionClient;

beforeAll(async () => {
  context = await createAuthTestApp();
  const pool = context.database.pool;
  await seedClaimableCompany(pool, BY_MAIL, { name: 'Boulangerie Martin', representative: { first: 'Paul', last: 'Martin' }, domain: 'boulangerie-martin.fr' });
  await seedClaimableCompany(pool, BY_DOCUMENT, { name: 'Atelier Durand', representative: { first: 'Hélène', last: 'Durand' } });
  await seedClaimableCompany(pool, CEASED, { name: 'Ancienne Maison', representative: { first: 'Paul', last: 'Martin' } });
  await pool.query(`UPDATE companies SET administrative_status = 'C' WHERE siren = $1`, [CEASED]);
  owner = (await registerClient(context.app, {}, '10.1.0.1')).client;
  other = (await registerClient(context.app, {}, '10.1.0.2')).client;
}, 60_000);
afterAll(() => context?.close());

const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

async function claimByMail(client: SessionClient, siren: string, email: string): Promise<string> {
  const started = await client.post(CLAIM_PATHS.startEmail(siren), { email });
  expect(started.statusCode, started.body).toBe(201);
  const claimId = data<{ id: string }>(started).id;
  // Each call uses an address of its own: its one mail is the one to read.
  const link = new URL(await waitForLink(context.mailDir, email, /\/profil-entreprise\//));
  expect(link.searchParams.get('demande')).toBe(claimId);
  const confirmed = await client.post(CLAIM_PATHS.confirmEmail(claimId), { token: link.searchParams.get('jeton') });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(data<{ status: string }>(confirmed).status).toBe('approved');
  return claimId;
}

describe('company claim: access', () => {
  it('answers 401 to a guest and 419 without the CSRF token', async () => {
    const guest = createSessionClient(context.app);
    expect((await guest.get(CLAIM_PATHS.company(BY_MAIL))).statusCode).toBe(401);
    expect((await guest.post(CLAIM_PATHS.startEmail(BY_MAIL), { email: 'a@boulangerie-martin.fr' })).statusCode).toBe(401);
    expect((await owner.post(CLAIM_PATHS.startEmail(BY_MAIL), { email: 'a@boulangerie-martin.fr' }, { xsrfToken: null })).statusCode).toBe(419);
  });

  it('tells which proofs a company allows, and refuses an unknown or ceased company', async () => {
    const status = data<{ known_domains: string[]; representative_match: boolean; my_claim: unknown }>(await owner.get(CLAIM_PATHS.company(BY_MAIL)));
    expect(status).toMatchObject({ known_domains: ['boulangerie-martin.fr'], representative_match: false, my_claim: null });
    expect(data<{ known_domains: string[] }>(await owner.get(CLAIM_PATHS.company(BY_DOCUMENT))).known_domains).toEqual([]);
    expect((await owner.get(CLAIM_PATHS.company('999999999'))).json()).toEqual({ message: 'errors:company.not-found' });
    expect((await owner.get(CLAIM_PATHS.company('abc'))).statusCode).toBe(400);
    const ceased = await owner.post(CLAIM_PATHS.startEmail(CEASED), { email: 'a@boulangerie-martin.fr' });
    expect(ceased.json()).toEqual({ message: 'errors:claims.company-ceased' });
  });
});

describe('company claim by a mailed link', () => {
  let claimId: string;

  it('refuses an address off the company domain, or when the company has no known domain', async () => {
    const off = await owner.post(CLAIM_PATHS.startEmail(BY_MAIL), { email: 'paul@boulangerie-martin.fr.evil.com' });
    expect(off.statusCode).toBe(422);
    expect(off.json()).toMatchObject({ message: 'errors:claims.email-not-on-domain' });
    expect((await owner.post(CLAIM_PATHS.startEmail(BY_MAIL), { email: 'pas-une-adresse' })).json()).toMatchObject({ message: 'errors:claims.email-invalid' });
    expect((await owner.post(CLAIM_PATHS.startEmail(BY_DOCUMENT), { email: 'x@atelier-durand.fr' })).json()).toEqual({ message: 'errors:claims.domain-not-available' });
  });

  it('approves the claim once the link mailed to the company address is opened by the claimant', async () => {
    claimId = await claimByMail(owner, BY_MAIL, 'direction@boulangerie-martin.fr');
    const mine = data<{ id: string; status: string }[]>(await owner.get(CLAIM_PATHS.mine));
    expect(mine).toEqual([expect.objectContaining({ id: claimId, status: 'approved' })]);
  });

  it("answers 404 for another account's claim on every call, and changes nothing", async () => {
    const responses = await Promise.all([
      other.get(CLAIM_PATHS.claim(claimId)),
      other.post(CLAIM_PATHS.profile(claimId), { description: 'Pirate', website: null, phone: null, opening_hours: [] }),
      other.post(CLAIM_PATHS.homeAddress(claimId), { hide: true }),
      other.delete(CLAIM_PATHS.logo(claimId)),
      other.delete(CLAIM_PATHS.claim(claimId)),
      other.post(CLAIM_PATHS.confirmEmail(claimId), { token: 'a'.repeat(43) }),
    ]);
    for (const response of responses) expect(response.json()).toEqual({ message: 'errors:claims.not-found' });
    expect(data<{ status: string }>(await owner.get(CLAIM_PATHS.claim(claimId))).status).toBe('approved');
  });

  it('tells a second claimant that the company is already claimed', async () => {
    const second = await other.post(CLAIM_PATHS.startEmail(BY_MAIL), { email: 'compta@boulangerie-martin.fr' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'errors:claims.already-claimed' });
    expect(data<{ claimed_by_other: boolean }>(await other.get(CLAIM_PATHS.company(BY_MAIL))).claimed_by_other).toBe(true);
  });

  it('refuses markup, a bad phone, bad hours and a non-image logo, and changes nothing', async () => {
    const bad = [
      { description: '<script>alert(1)</script>', website: null, phone: null, opening_hours: [] },
      { description: null, website: 'javascript:alert(1)', phone: null, opening_hours: [] },
      { description: null, website: null, phone: '12', opening_hours: [] },
      { description: null, website: null, phone: null, opening_hours: [{ day: 'monday', opens: '18:00', closes: '09:00' }] },
    ];
    const keys = [];
    for (const body of bad) {
      const response = await owner.post(CLAIM_PATHS.profile(claimId), body);
      expect(response.statusCode).toBe(400);
      keys.push((response.json() as { message: string }).message);
    }
    expect(keys).toEqual(['errors:claims.markup-refused', 'errors:claims.website-invalid', 'errors:claims.phone-invalid', 'errors:claims.hours-invalid']);
    const notImage = await owner.post(CLAIM_PATHS.logo(claimId), { content_base64: Buffer.from('<svg onload="alert(1)"></svg>').toString('base64') });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json()).toEqual({ message: 'errors:claims.logo-invalid' });
    expect(data(await owner.get(CLAIM_PATHS.providedInformation(BY_MAIL)))).toBeNull();
  });

  it('shows what the company gave, with its re-encoded logo, until the claim is withdrawn', async () => {
    const saved = await owner.post(CLAIM_PATHS.profile(claimId), {
      description: 'Pain au levain cuit au feu de bois depuis 2015.',
      website: 'https://www.boulangerie-martin.fr',
      phone: '01 23 45 67 89',
      opening_hours: [{ day: 'tuesday', opens: '07:00', closes: '19:30' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0b4f8a' } }).png().toBuffer();
    const logo = await owner.post(CLAIM_PATHS.logo(claimId), { content_base64: png.toString('base64') });
    expect(logo.statusCode, logo.body).toBe(200);
    const provided = data<{ description: string; phone: string; logo_path: string; opening_hours: unknown[] }>(await createSessionClient(context.app).get(CLAIM_PATHS.providedInformation(BY_MAIL)));
    expect(provided).toMatchObject({ description: 'Pain au levain cuit au feu de bois depuis 2015.', phone: '01 23 45 67 89', opening_hours: [{ day: 'tuesday', opens: '07:00', closes: '19:30' }] });
    const image = await context.app.inject({ method: 'GET', url: provided.logo_path });
    expect(image.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(image.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 512, 256]);
    // Another logo id is not served.
    expect((await context.app.inject({ method: 'GET', url: CLAIM_PATHS.providedLogo(BY_MAIL, '00000000-0000-4000-8000-000000000000') })).statusCode).toBe(404);

    expect(data<{ hide_home_address_requested_at: string | null }>(await owner.post(CLAIM_PATHS.homeAddress(claimId), { hide: true })).hide_home_address_requested_at).not.toBeNull();
    expect((await owner.delete(CLAIM_PATHS.claim(claimId))).statusCode).toBe(204);
    expect(data(await owner.get(CLAIM_PATHS.providedInformation(BY_MAIL)))).toBeNull();
    expect((await context.app.inject({ method: 'GET', url: provided.logo_path })).statusCode).toBe(404);
    const audit = await context.database.pool.query<{ action: string; actor: string; ip: string | null }>(`SELECT action, actor, ip FROM company_claim_audit WHERE claim_id = $1 ORDER BY id`, [claimId]);
    expect(audit.rows.map((row) => row.action)).toEqual(['claim-started', 'email-confirmed', 'profile-updated', 'logo-set', 'home-address-hide-requested', 'claim-withdrawn']);
    expect(audit.rows.every((row) => row.ip === '10.1.0.1' && row.actor.startsWith('user:'))).toBe(true);
  });
});

describe('company claim by a representative’s document', () => {
  it('refuses an account whose name is no current representative, and a file that is not PDF, JPEG or PNG', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
    const notRepresentative = await owner.post(CLAIM_PATHS.startDocument(BY_DOCUMENT), { content_base64: pdf });
    expect(notRepresentative.json()).toEqual({ message: 'errors:claims.not-a-representative' });
    const { client: helene } = await registerClient(context.app, { first_name: 'Helene', last_name: 'DURAND' }, '10.1.0.3');
    const disguised = await helene.post(CLAIM_PATHS.startDocument(BY_DOCUMENT), { content_base64: Buffer.from('MZ\x90\x00 not a pdf').toString('base64') });
    expect(disguised.json()).toEqual({ message: 'errors:claims.document-invalid' });
    const huge = await helene.post(CLAIM_PATHS.startDocument(BY_DOCUMENT), { content_base64: Buffer.alloc(6 * 1024 * 1024, 1).toString('base64') });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect((await context.database.pool.query(`SELECT 1 FROM company_claims WHERE siren = $1`, [BY_DOCUMENT])).rowCount).toBe(0);
  });

  it('waits for an administrator, who approves it; the claimant is mailed the outcome', async () => {
    const { client: helene, account } = await registerClient(context.app, { first_name: 'Hélène', last_name: 'Durand' }, '10.1.0.4');
    const started = await helene.post(CLAIM_PATHS.startDocument(BY_DOCUMENT), { content_base64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64') });
    expect(started.statusCode, started.body).toBe(201);
    const claim = data<{ id: string; status: string; representative_name: string }>(started);
    expect(claim).toMatchObject({ status: 'review-pending', representative_name: 'Hélène DURAND' });
    // Editing waits for the decision.
    expect((await helene.post(CLAIM_PATHS.profile(claim.id), { description: 'x', website: null, phone: null, opening_hours: [] })).json()).toEqual({ message: 'errors:claims.not-approved' });

    const changedPages: string[] = [];
    const review = claimsReview({
      pool: context.database.pool,
      storage: createLocalFileStorage(join(context.config.DATA_DIR, 'files')),
      clock: systemClock,
      mail: { send: async (message) => void (await import('node:fs/promises')).writeFile(join(context.mailDir, `zz-review-${Date.now()}.eml`), `To: ${message.to}\n\n${message.text}`) },
      settings: { brand: 'Registre Clair', webOrigin: 'http://localhost:3000' },
      pagesChanged: async (_client, tags) => void changedPages.push(...tags),
    });
    expect((await review.list(['review-pending'])).map((row) => row.id)).toContain(claim.id);
    expect((await review.document(claim.id))?.content.toString()).toBe('%PDF-1.4\n%%EOF\n');
    expect((await review.approve(claim.id, 'camille')).status).toBe('approved');
    // The company's cached page on the site is told to show the claim (site-revalidation).
    expect(changedPages).toEqual([`company:${BY_DOCUMENT}`]);
    await expect(review.approve(claim.id, 'camille')).rejects.toMatchObject({ messageKey: 'errors:claims.not-open' });
    expect(changedPages).toHaveLength(1);
    const mails = (await listMails(context.mailDir)).filter((mail) => mail.to === account.email);
    expect(mails.at(-1)?.decoded).toContain('est acceptée');
    const { audit } = await review.show(claim.id);
    expect(audit.map((entry) => [entry.actor, entry.action])).toEqual([
      [expect.stringMatching(/^user:/), 'claim-started'],
      ['admin:camille', 'claim-approved'],
    ]);
  });
});

describe('company claim and account deletion', () => {
  it('ends the account’s approved claim: what the company gave is no longer shown', async () => {
    const { client } = await registerClient(context.app, {}, '10.1.0.5');
    const claimId = await claimByMail(client, BY_MAIL, 'gerance@boulangerie-martin.fr');
    expect((await client.post(CLAIM_PATHS.profile(claimId), { description: 'Ouvert le dimanche.', website: null, phone: null, opening_hours: [] })).statusCode).toBe(200);
    expect((await client.delete(AUTH_PATHS.me, { password: STRONG_PASSWORD })).statusCode).toBe(204);
    expect(data(await createSessionClient(context.app).get(CLAIM_PATHS.providedInformation(BY_MAIL)))).toBeNull();
    const { rows } = await context.database.pool.query<{ status: string; action: string }>(
      `SELECT k.status, a.action FROM company_claims k JOIN company_claim_audit a ON a.claim_id = k.id WHERE k.id = $1 ORDER BY a.id DESC LIMIT 1`,
      [claimId],
    );
    expect(rows).toEqual([{ status: 'withdrawn', action: 'account-deleted' }]);
  });
});
