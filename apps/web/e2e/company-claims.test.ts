import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { formatCompanyId, companyPath } from '@registre/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import auth from '../src/locales/fr/auth.json';
import claims from '../src/locales/fr/claims.json';
import consent from '../src/locales/fr/consent.json';
import errors from '../src/locales/fr/errors.json';
import { useBrowserSession } from './browser-session';
import { waitForMailedLink } from './mailbox';
import { horizontalOverflow, PHONE } from './phone-layout';
import { seriousViolations } from './serious-violations';

/**
 * The company claim in the browser (issue 39): a guest finds the company, signs in and comes back,
 * proves the link by a link mailed to an address on the company's own domain, edits what the company
 * says (hostile input refused in French), sees it on the company page, then withdraws — at 1280 and 390 px.
 * Then, on a phone, the other proof: a current representative's name and a document (hostile files refused
 * in French), approved by an administrator with `npm run claims -- approve`, and the edits on the company page.
 */
const session = useBrowserSession();
const webUrl = inject('webUrl');
const mailDir = inject('mailDir');
const SCREENSHOTS = process.env.CLAIMS_SCREENSHOTS_DIR ?? '/tmp/claims-e2e';

/** A peer of the fill-every-section company that no other browser test changes. */
const SIREN = EVERY_SECTION.peers[7] ?? '';
const NAME = 'ATELIER VOISIN 8';
const DOMAIN = 'atelier-voisin-8.fr';
const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const email = `claim.${stamp}@exemple.fr`;
const proofEmail = `direction.${stamp}@${DOMAIN}`;
const password = 'girouette-du-clocher-7';
const DESCRIPTION = 'Menuiserie et agencement sur mesure depuis 2008.';

/** Another peer, whose current director (added below, as the RNE import writes one) is the document's claimant. */
const DOCUMENT_SIREN = EVERY_SECTION.peers[8] ?? '';
const DOCUMENT_NAME = 'ATELIER VOISIN 9';
const DIRECTOR = { last_name: 'BERTHELOT', first_names: 'SOLENNE MARIE', identity_key: `e2e-claim-director-${DOCUMENT_SIREN}` };
const DOCUMENT_DESCRIPTION = 'Ébénisterie, restauration de meubles anciens et cuisines sur mesure.';

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  // A domain the company gave earlier (the register holds none): the proof by e-mail is open for it.
  await session.db.query(`INSERT INTO company_known_domains (siren, domain, source) VALUES ($1, $2, 'company-provided') ON CONFLICT DO NOTHING`, [SIREN, DOMAIN]);
  await session.db.query(
    `WITH person AS (
       INSERT INTO persons (kind, last_name, first_names, birth_year, birth_month, identity_key) VALUES ('natural', $2, $3, 1979, 5, $4)
       ON CONFLICT (identity_key) DO UPDATE SET last_name = excluded.last_name RETURNING id)
     INSERT INTO mandates (person_id, siren, role_code, role_label, start_date, is_current) SELECT id, $1, '73', 'Président', DATE '2015-03-01', true FROM person`,
    [DOCUMENT_SIREN, DIRECTOR.last_name, DIRECTOR.first_names, DIRECTOR.identity_key],
  );
});
afterAll(async () => {
  await session.db?.query(`DELETE FROM company_claims WHERE siren = ANY($1)`, [[SIREN, DOCUMENT_SIREN]]);
  await session.db?.query(`DELETE FROM company_known_domains WHERE siren = ANY($1)`, [[SIREN, DOCUMENT_SIREN]]);
  await session.db?.query(`DELETE FROM persons WHERE identity_key = $1`, [DIRECTOR.identity_key]);
});

/** `npm run claims -- <args>` on the stack's database and folder, as an administrator runs it. */
async function claimsCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'claims', '--', ...args], {
    env: { ...process.env, DATABASE_URL: inject('databaseUrl'), DATA_DIR: dirname(mailDir), APP_ENV: 'test', LOG_LEVEL: 'silent', WEB_ORIGIN: webUrl },
    timeout: 120_000,
  });
  return stdout;
}

/** A new account of the given name, signed in (registration signs in). */
async function registerAccount(page: Page, firstName: string, lastName: string, address: string): Promise<void> {
  await page.goto(`${webUrl}/register`);
  for (const [id, value] of Object.entries({ 'field-first_name': firstName, 'field-last_name': lastName, 'field-email': address, 'field-password': password, 'field-password_confirmation': password })) {
    await page.locator(`#${id}`).fill(value);
  }
  await page.locator('input[name="terms_accepted"]').check();
  await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
  await page.getByTestId('registration-sent').waitFor();
}

/** The company page's `x-nextjs-cache` answer (HIT: served from the site's page cache as it was). */
const pageCacheState = async () => (await fetch(`${webUrl}${companyPath(SIREN, NAME)}`)).headers.get('x-nextjs-cache');

/**
 * Asks for the company page until the site answers it from its page cache as it is (a HIT): a page
 * cached by an earlier run may first answer STALE, and be rendered again in the background.
 */
async function untilServedFromCache(): Promise<void> {
  const states: Array<string | null> = [];
  for (let attempt = 0; attempt < 30 && states.at(-1) !== 'HIT'; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
    states.push(await pageCacheState());
  }
  expect(states.at(-1), `the page's cache states: ${states.join(' ')}`).toBe('HIT');
}

/**
 * Asks for the company page until the site renders it again: a claim's change reaches the site's page
 * cache through the API's worker (a queued, signed `POST /revalidation`), a few seconds after the answer.
 * Without that call the page would be served as it was cached, for a day, and this would fail.
 */
async function untilPageRenderedAgain(): Promise<void> {
  const states: Array<string | null> = [];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    states.push(await pageCacheState());
    if (states.at(-1) !== 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  expect(states.at(-1), 'the page cache still answers the page cached before the change').not.toBe('HIT');
}

/** Opens the company page and waits for the browser's read of what the company gave (made at view time). */
async function openCompanyPage(page: Page): Promise<void> {
  const provided = page.waitForResponse((response) => response.url().includes(`/api/companies/${SIREN}/provided-information`));
  await page.goto(`${webUrl}${companyPath(SIREN, NAME)}`);
  await provided;
}

async function screenshot(page: Page, name: string): Promise<void> {
  const reject = page.getByRole('button', { name: consent.bannerReject });
  await reject
    .waitFor({ timeout: 3_000 })
    .then(() => reject.click())
    .catch(() => undefined);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('claiming a company page', () => {
  it('finds, proves by mail, edits, shows on the company page, withdraws', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    // An account of one's own (its name is no representative's: only the e-mail proof is open).
    await registerAccount(page, 'Camille', 'Perrin', email);

    // The company page before any claim, rendered once and then served from the site's page cache.
    await openCompanyPage(page);
    await page.getByRole('link', { name: claims.section.inviteLink }).waitFor();
    await untilServedFromCache();

    // Find: the landing page's search, by SIREN, then the company in the results.
    await page.goto(`${webUrl}/profil-entreprise`);
    await page.getByRole('heading', { level: 1, name: claims.landing.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'landing-1280');
    await page.getByLabel(claims.landing.searchLabel).fill(formatCompanyId(SIREN));
    await page.getByRole('button', { name: claims.landing.searchSubmit }).click();
    await page.waitForURL(/\/profil-entreprise\/resultats\?q=/);
    await page.getByRole('link', { name: claims.results.chooseLabel.replace('{{name}}', NAME) }).click();
    await page.waitForURL(`${webUrl}/profil-entreprise/${SIREN}`);

    // A guest is sent to sign in, and comes back to the claim page.
    await page.locator('#contenu').getByRole('link', { name: claims.claim.signIn }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.locator('#field-email').fill(email);
    await page.locator('#field-password').fill(password);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await page.waitForURL(`${webUrl}/profil-entreprise/${SIREN}`);

    // Prove: the document proof says why it is closed; an address off the domain is refused in French.
    await page.getByText(claims.claim.documentUnavailable.replace('{{name}}', 'Camille Perrin')).waitFor();
    const emailField = page.getByLabel(claims.claim.emailLabel);
    await emailField.fill(`direction@${DOMAIN}.pirate.example`);
    await page.getByRole('button', { name: claims.claim.emailSubmit }).click();
    await page.getByText(errors.claims['email-not-on-domain']).waitFor();
    await screenshot(page, 'proof-1280');
    await emailField.fill(proofEmail);
    await page.getByRole('button', { name: claims.claim.emailSubmit }).click();
    await page.getByText(claims.claim.emailPending.replace('{{email}}', proofEmail)).waitFor();
    // The link mailed to the company address, opened in the claimant's browser.
    await page.goto(await waitForMailedLink({ mailDir, to: proofEmail, linkPrefix: `${webUrl}/profil-entreprise/${SIREN}?` }));
    await page.getByText(claims.claim.confirmed).waitFor();
    // The approval told the site: its cached company page is rendered again on the next visit, then cached again.
    await untilPageRenderedAgain();
    await untilServedFromCache();
    // The single-use token leaves the address bar.
    await page.waitForURL(`${webUrl}/profil-entreprise/${SIREN}`);

    // Edit: markup is refused in French and nothing is saved; then the real text, phone, hours and logo.
    const description = page.getByLabel(claims.editor.description);
    await description.fill('<script>alert(1)</script>');
    await page.getByRole('button', { name: claims.editor.save }).click();
    await page.getByText(errors.claims['markup-refused']).first().waitFor();
    await description.fill(DESCRIPTION);
    await page.getByLabel(claims.editor.phone).fill('04 78 12 34 56');
    await page.getByLabel(`${claims.editor.days.tuesday} : ${claims.editor.opens}`).fill('08:30');
    await page.getByLabel(`${claims.editor.days.tuesday} : ${claims.editor.closes}`).fill('18:00');
    await page.getByRole('button', { name: claims.editor.save }).click();
    await page.getByText(claims.editor.saved).waitFor();
    // A "logo" that is a script in disguise is refused; a real image is taken.
    const logoInput = page.locator('input[type="file"][accept^="image/"]');
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') });
    await page.getByText(errors.claims['logo-invalid']).waitFor();
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#b5542c' } }).png().toBuffer();
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByText(claims.editor.logoSaved).waitFor();
    await page.getByRole('img', { name: claims.editor.logoAlt.replace('{{name}}', NAME) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'editor-1280');

    // See: the company page shows it under "Informations fournies par l'entreprise", beside the register's data.
    await openCompanyPage(page);
    const section = page.locator('section#informations-entreprise');
    await section.getByText(DESCRIPTION).waitFor();
    await expect(section.textContent()).resolves.toContain('04 78 12 34 56');
    await expect(section.textContent()).resolves.toMatch(/Mardi : 08:30 – 18:00/);
    await section.getByRole('img', { name: claims.editor.logoAlt.replace('{{name}}', NAME) }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(NAME);
    await section.screenshot({ path: `${SCREENSHOTS}/company-section-1280.png` });

    // On a phone: nothing to scroll sideways, on the company page nor the claim page.
    await page.setViewportSize(PHONE);
    await page.reload();
    await section.getByText(DESCRIPTION).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await section.screenshot({ path: `${SCREENSHOTS}/company-section-390.png` });
    await page.goto(`${webUrl}/profil-entreprise/${SIREN}`);
    await page.getByLabel(claims.editor.description).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'editor-390');

    // Withdraw: two clicks, and the company page no longer shows what the company gave.
    await page.getByRole('button', { name: claims.claim.withdraw }).click();
    await page.getByRole('button', { name: claims.claim.withdrawConfirm }).click();
    await page.getByText(claims.claim.withdrawn).waitFor();
    await page.getByLabel(claims.claim.emailLabel).waitFor();
    await untilPageRenderedAgain();
    await openCompanyPage(page);
    await page.getByRole('link', { name: claims.section.inviteLink }).waitFor();
    expect(await section.count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    const { rows } = await session.db.query<{ action: string }>(`SELECT a.action FROM company_claim_audit a JOIN company_claims k ON k.id = a.claim_id WHERE k.siren = $1 ORDER BY a.id`, [SIREN]);
    expect(rows.map((row) => row.action)).toEqual(['claim-started', 'email-confirmed', 'profile-updated', 'logo-set', 'claim-withdrawn']);
  }, 180_000);

  it('on a phone: proves by a document, refuses hostile files, approved by an administrator, edits shown on the company page', async () => {
    const { page } = session;
    await page.context().clearCookies();
    await page.setViewportSize(PHONE);
    // An account named as the company's current director, signed in on the claim page.
    const directorEmail = `dirigeante.${stamp}@exemple.fr`;
    await registerAccount(page, 'Solenne', 'Berthelot', directorEmail);
    await page.goto(`${webUrl}/login?redirect=${encodeURIComponent(`/profil-entreprise/${DOCUMENT_SIREN}`)}`);
    await page.locator('#field-email').fill(directorEmail);
    await page.locator('#field-password').fill(password);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await page.waitForURL(`${webUrl}/profil-entreprise/${DOCUMENT_SIREN}`);
    await page.getByText(claims.claim.documentText.replace('{{name}}', 'Solenne Berthelot')).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    // Hostile files: a web page named as a PDF is refused by the server, a file over 5 MB before it is sent.
    const documentInput = page.locator('input[type="file"][accept^="application/pdf"]');
    const submit = page.getByRole('button', { name: claims.claim.documentSubmit });
    await documentInput.setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await submit.click();
    await page.getByText(errors.claims['document-invalid']).waitFor();
    await documentInput.setInputFiles({ name: 'kbis-enorme.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]) });
    await page.getByText(errors.claims['file-too-large']).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'document-refused-390');
    const { rows: before } = await session.db.query(`SELECT 1 FROM company_claims WHERE siren = $1`, [DOCUMENT_SIREN]);
    expect(before).toEqual([]);

    // A real document: the claim waits for review.
    await documentInput.setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') });
    await submit.click();
    await page.getByText(/Votre justificatif a bien été reçu le/).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'document-pending-390');

    // The administrator finds it in the list and approves it; the claimant is mailed a link to the claim page.
    const listed = (await claimsCommand('list')).split('\n').find((line) => line.includes(DOCUMENT_SIREN)) ?? '';
    const claimId = listed.split(/\s+/)[0] ?? '';
    expect(listed).toContain('review-pending');
    await claimsCommand('approve', claimId, '--by', 'Equipe e2e');
    await page.goto(await waitForMailedLink({ mailDir, to: directorEmail, linkPrefix: `${webUrl}/profil-entreprise/${DOCUMENT_SIREN}`, timeoutMs: 60_000 }));
    await page.getByText(/Vous gérez la fiche de cette entreprise depuis le/).waitFor();

    // The edits, then the company page shows them, on a phone too.
    await page.getByLabel(claims.editor.description).fill(DOCUMENT_DESCRIPTION);
    await page.getByRole('button', { name: claims.editor.save }).click();
    await page.getByText(claims.editor.saved).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'document-editor-390');
    await page.goto(`${webUrl}${companyPath(DOCUMENT_SIREN, DOCUMENT_NAME)}`);
    const section = page.locator('section#informations-entreprise');
    await section.getByText(DOCUMENT_DESCRIPTION).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(DOCUMENT_NAME);
    expect(await horizontalOverflow(page)).toBe(0);
    await section.screenshot({ path: `${SCREENSHOTS}/document-company-section-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    const { rows } = await session.db.query<{ action: string; actor: string }>(
      `SELECT a.action, a.actor FROM company_claim_audit a JOIN company_claims k ON k.id = a.claim_id WHERE k.siren = $1 ORDER BY a.id`,
      [DOCUMENT_SIREN],
    );
    expect(rows.map((row) => row.action)).toEqual(['claim-started', 'claim-approved', 'profile-updated']);
    expect(rows[1]?.actor).toBe('admin:Equipe e2e');
  }, 240_000);
});
