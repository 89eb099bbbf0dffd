import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { newVerificationCode } from '@registre/documents';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfPages } from '../../../packages/documents/test/fixtures/read-files';
import consent from '../src/locales/fr/consent.json';
import documents from '../src/locales/fr/documents.json';
import errors from '../src/locales/fr/errors.json';
import orders from '../src/locales/fr/orders.json';
import { launchBrowser } from './browser';
import { subscribeAsNewMember } from './payment-funnel';

/**
 * `/verification/{code}` as a third party uses it: a subscriber orders a document on a company page,
 * the worker issues it; the code printed on the PDF leads to a page that says what was issued, for
 * which company, when, and the file's SHA-256, and nothing about who ordered it.
 */
const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const SCREENSHOTS = process.env.VERIFICATION_SCREENSHOTS_DIR;

let browser: Browser;
let db: pg.Client;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await db?.end();
});

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  contexts.push(context);
  return context.newPage();
}

/** A full-page screenshot for a reader to look at (VERIFICATION_SCREENSHOTS_DIR), the consent banner answered first. */
async function screenshot(page: Page, name: string): Promise<void> {
  const reject = page.getByRole('button', { name: consent.bannerReject });
  await reject
    .waitFor({ timeout: 5_000 })
    .then(() => reject.click())
    .catch(() => undefined);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-top.png` });
}

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** The kinds ordered with one click whose file we can check, lightest first. */
const ONE_CLICK = ['vat-numbers', 'ape-codes', 'rcs-numbers', 'kbis'] as const;

/** A company of the test register with a document that can be ordered from its page without a form. */
async function orderableCompany(): Promise<{ siren: string; name: string; kind: (typeof ONE_CLICK)[number] }> {
  const { rows } = await db.query<{ siren: string; name: string }>(
    `SELECT siren, denomination AS name FROM companies WHERE diffusion_status = 'O' AND denomination IS NOT NULL AND administrative_status = 'A' ORDER BY siren LIMIT 50`,
  );
  for (const row of rows) {
    const answer = (await (await fetch(`${apiUrl}/api/documents/${row.siren}/document-availability`)).json()) as { data: { kind: string; available: boolean }[] };
    const kind = ONE_CLICK.find((candidate) => answer.data.some((item) => item.kind === candidate && item.available));
    if (kind) return { ...row, kind };
  }
  throw new Error('no company of the test register has a one-click document');
}

describe('document verification page', () => {
  it('shows the document, the company, the date and time of issue and the SHA-256 of the file ordered, and nothing about the buyer', async () => {
    const email = `verification.${Date.now()}@exemple.fr`;
    const buyer = await newPage(1280);
    await subscribeAsNewMember(buyer, webUrl, email);

    const company = await orderableCompany();
    await buyer.goto(`${webUrl}/entreprises/${company.siren}/fiche`);
    const label = documents.kinds[company.kind];
    const download = buyer.waitForEvent('download', { timeout: 60_000 });
    await buyer.getByRole('button', { name: `${orders['order-button']} : ${label}` }).click();
    const file = await readFile((await (await download).path()) ?? '');
    const sha256 = createHash('sha256').update(file).digest('hex');
    // The code a reader finds on the document: in the footer of every page.
    const firstPage = plain((await pdfPages(file))[0] ?? '');
    const code = /vérification : ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(firstPage)?.[1] ?? '';
    expect(code).not.toBe('');

    for (const width of [1280, 390]) {
      const page = await newPage(width);
      const response = await page.goto(`${webUrl}/verification/${code}`);
      expect(response?.status()).toBe(200);
      const found = page.getByTestId('verification-found');
      await found.waitFor();
      const text = plain(await found.textContent());
      expect(text).toContain(documents.verification.found.replace('{{brand}}', 'Registre Clair'));
      expect(text).toContain(company.name);
      expect(text).toMatch(new RegExp(`${company.siren.slice(0, 3)}\\s${company.siren.slice(3, 6)}\\s${company.siren.slice(6)}`));
      expect(text).toContain(documents.verification.information);
      // The document's own title, as printed at the top of its first page (not a file name).
      const title = plain(await page.locator('dd').first().textContent());
      expect(title).not.toMatch(/\.pdf$/);
      expect(firstPage.slice(0, 300)).toContain(title);
      // Date and time of issue, in Paris: "29 novembre 2026 à 07:12".
      expect(text).toMatch(/Émis le\s*\d{1,2} \S+ \d{4} à \d{2}:\d{2}/);
      expect(await page.getByTestId('verification-sha256').allTextContents()).toContain(sha256);
      // No data about the buyer, anywhere on the page.
      const whole = plain(await page.locator('body').textContent());
      for (const personal of [email, 'Marie', 'Durand', '75011']) expect(whole).not.toContain(personal);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SCREENSHOTS) await screenshot(page, `verification-${width}`);
    }
  }, 180_000);

  it('says of a letter or template that we attest when the file was produced, not what the customer wrote in it; a register document keeps its text', async () => {
    const issuedAt = new Date('2026-11-27T10:15:00Z');
    const record = async (kind: string, title: string) => {
      const code = newVerificationCode();
      await db.query(
        `INSERT INTO issued_documents (code, format, kind, siren, subject_name, title, official, issued_at, sha256, byte_size) VALUES ($1, 'pdf', $2, NULL, NULL, $3, false, $4, $5, 1000)`,
        [code, kind, title, issuedAt, 'c'.repeat(64)],
      );
      return code;
    };
    const written = { letters: await record('letters', 'Mise en demeure de payer'), document: await record('document', 'Attestation d’hébergement') };
    const register = await record('vat-numbers', 'Numéro de TVA intracommunautaire');
    const customerText = documents.verification.foundCustomerContent.replace('{{brand}}', 'Registre Clair').replace('{{date}}', '27 novembre 2026 à 11:15');
    for (const code of Object.values(written)) {
      const page = await newPage(390);
      expect((await page.goto(`${webUrl}/verification/${code}`))?.status()).toBe(200);
      const text = plain(await page.getByTestId('verification-found').textContent());
      expect(text).toContain(plain(customerText));
      expect(text).toContain(plain(documents.verification.customerContent));
      expect(text).not.toContain(documents.verification.found.replace('{{brand}}', 'Registre Clair'));
      expect(text).not.toContain(documents.verification.information);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (SCREENSHOTS) await screenshot(page, `verification-customer-content-390`);
    }
    const page = await newPage(1280);
    await page.goto(`${webUrl}/verification/${register}`);
    const text = plain(await page.getByTestId('verification-found').textContent());
    expect(text).toContain(documents.verification.found.replace('{{brand}}', 'Registre Clair'));
    expect(text).toContain(documents.verification.information);
    expect(await page.getByTestId('verification-customer-content').count()).toBe(0);
  }, 60_000);

  it('says of a document delivered by its official source that we retrieved it from that source at that time and passed it on unchanged', async () => {
    const code = newVerificationCode();
    const retrievedAt = new Date('2026-12-07T09:30:00Z');
    await db.query(
      `INSERT INTO issued_documents (code, format, kind, siren, subject_name, title, official, official_source, retrieved_at, issued_at, sha256, byte_size)
       VALUES ($1, 'pdf', 'sirene-situations', NULL, 'EXEMPLE SA', 'Avis de situation au répertoire Sirene (Insee)', true, 'insee', $2, $2, $3, 31000)`,
      [code, retrievedAt, 'd'.repeat(64)],
    );
    const officialText = documents.verification.foundOfficial
      .replaceAll('{{brand}}', 'Registre Clair')
      .replace('{{source}}', documents.verification.sources.insee)
      .replace('{{date}}', '7 décembre 2026 à 10:30');
    for (const width of [1280, 390]) {
      const page = await newPage(width);
      expect((await page.goto(`${webUrl}/verification/${code}`))?.status()).toBe(200);
      expect(plain(await page.getByTestId('verification-official').textContent())).toBe(plain(officialText));
      const text = plain(await page.getByTestId('verification-found').textContent());
      expect(text).toContain(`${documents.verification.source}${documents.verification.sources.insee}`);
      expect(text).toContain(`${documents.verification.retrievedAt}7 décembre 2026 à 10:30`);
      expect(text).toContain(documents.verification.official);
      expect(text).not.toContain(documents.verification.found.replace('{{brand}}', 'Registre Clair'));
      expect(text).not.toContain(documents.verification.information);
      expect(text).not.toContain(documents.verification.issuedAt);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SCREENSHOTS) await screenshot(page, `verification-official-${width}`);
    }
  }, 60_000);

  it.each([
    ['an unknown code', '7K3M-Q9TX-2HVB'],
    ['a malformed code', 'pas-un-code'],
    ['a code of the wrong length', '7K3M-Q9TX'],
  ])('answers 404 with the French not-found page for %s', async (_, code) => {
    for (const width of [1280, 390]) {
      const page = await newPage(width);
      const response = await page.goto(`${webUrl}/verification/${encodeURIComponent(code)}`);
      expect(response?.status()).toBe(404);
      const alert = plain(await page.getByTestId('verification-unknown').textContent());
      expect(alert).toContain(documents.verification.unknown.title);
      expect(plain(await page.locator('main, body').first().textContent())).toContain(errors.notFound.homeLink);
      expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toMatch(/noindex/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SCREENSHOTS && code === 'pas-un-code') await screenshot(page, `verification-404-${width}`);
    }
  });
});
