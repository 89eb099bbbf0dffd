import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import { docxText, pdfPages } from '../../../packages/documents/test/fixtures/read-files';
import letters from '../src/locales/fr/letters.json';
import orders from '../src/locales/fr/orders.json';
import { launchBrowser } from './browser';
import { fillPaymentForm, PAYING_CARD, subscribeAsNewMember } from './payment-funnel';
import { horizontalOverflow, PHONE } from './phone-layout';

/**
 * Letter templates in the browser (issue 38), on a phone: the catalogue narrows as one types; a
 * guest fills a letter step by step while its preview changes, finds it filled again after a
 * reload, orders it, pays in the funnel with the sandbox card and opens the PDF it gets; a
 * company picked by name, or named by the company page's link, fills the company's fields from the register.
 */
const webUrl = inject('webUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Waits for a value the page reaches after hydration or an API call (a loaded machine may take seconds). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000, interval: 200 });
const preview = (page: Page) => page.getByTestId('letter-preview');
const field = (page: Page, name: string) => page.locator(`#letter-field-${name}`);

async function downloadOf(page: Page, action: () => Promise<unknown>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), action()]);
  expect(await download.failure()).toBeNull();
  return download;
}

describe('letter templates on a phone (390 px)', () => {
  it('narrows the catalogue as one types, without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${webUrl}/documents`);
    await page.getByRole('link', { name: 'Lettre de démission' }).first().waitFor();
    await page.locator('#catalogue-search').fill('demission');
    await poll(() => page.locator('main li').count()).toBe(1);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/h5-catalogue-phone.png', fullPage: true });

    // A landing page: its FAQ as FAQPage data, its entry to the form.
    await page.goto(`${webUrl}/documents/landing/lettre-demission`);
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(data.join(' ')).toContain('"FAQPage"');
    await page.getByRole('link', { name: letters.landing.cta }).first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/h5-landing-phone.png', fullPage: true });
    await context.close();
  });

  it('a guest fills a letter while the preview changes, keeps it across a reload, pays with the sandbox card and opens the file', async () => {
    const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${webUrl}/documents/attestation-hebergement`);
    await poll(() => preview(page).textContent()).toContain('[nom et prénom de l’hébergeant]');

    await field(page, 'hostName').fill('Hélène Lefèvre');
    await poll(() => preview(page).textContent()).toContain('Je soussigné(e) Hélène Lefèvre');
    await field(page, 'hostAddress').fill('3 place Bellecour, 69002 Lyon');
    await page.reload();
    // Kept per step in the tab: the reload finds the letter as it was.
    await poll(() => field(page, 'hostName').inputValue()).toBe('Hélène Lefèvre');
    await poll(() => preview(page).textContent()).toContain('demeurant 3 place Bellecour, 69002 Lyon');

    await page.getByRole('button', { name: letters.form.next }).click();
    await field(page, 'guestName').fill('Noël Dupré');
    await field(page, 'since').fill('2026-01-15');
    await field(page, 'freeOfCharge').check();
    await poll(() => preview(page).textContent()).toContain('Noël Dupré, depuis le 15 janvier 2026, à titre gratuit');
    await page.getByRole('button', { name: letters.form.next }).click();
    await field(page, 'place').fill('Lyon');
    await field(page, 'date').fill('2026-02-01');
    await poll(() => preview(page).textContent()).not.toMatch(/\[/);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/h5-letter-phone.png', fullPage: true });

    await page.getByRole('button', { name: letters.form.order }).click();
    await page.waitForURL(/\/paiement-securise\?pre_order=/);
    const email = `letter.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;
    const download = await downloadOf(page, () => fillPaymentForm(page, email, PAYING_CARD));
    // The letter's main file is its PDF (its Word file is on the order's page), read back here.
    expect(download.suggestedFilename()).toMatch(/^attestation-hebergement.*\.pdf$/);
    const text = (await pdfPages(await readFile((await download.path())!))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Je soussigné(e) Hélène Lefèvre, demeurant 3 place Bellecour, 69002 Lyon');
    expect(text).toContain('article 441-7 du Code pénal');

    // Back to the template: the same filled letter.
    await page.goto(`${webUrl}/documents/attestation-hebergement`);
    await poll(() => field(page, 'hostName').inputValue()).toBe('Hélène Lefèvre');
    await context.close();
  }, 240_000);

  it('fills the employer from the register when a company is picked by name', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${webUrl}/documents/certificat-travail`);
    await page.locator('#letter-company-search').fill(EVERY_SECTION.full_name);
    await page.getByRole('button', { name: new RegExp(EVERY_SECTION.full_name) }).first().click();
    await poll(() => field(page, 'companyName').inputValue()).toBe(EVERY_SECTION.full_name);
    await poll(() => field(page, 'companySiren').inputValue()).toBe(EVERY_SECTION.full.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3'));
    await poll(() => preview(page).textContent()).toContain(EVERY_SECTION.full_name);

    // From the company page's "models" section (`?siren=`), the register fills the same fields by itself.
    const fresh = await browser.newContext({ viewport: PHONE });
    const other = await fresh.newPage();
    await other.goto(`${webUrl}/documents/lettre-mise-en-demeure?siren=${EVERY_SECTION.full}`);
    await poll(() => field(other, 'companyName').inputValue()).toBe(EVERY_SECTION.full_name);
    await fresh.close();
    await context.close();
  }, 60_000);

  it('a member orders a filled letter: the loading page waits, then offers the PDF and the Word file', async () => {
    const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
    const page = await context.newPage();
    await subscribeAsNewMember(page, webUrl, `letter.member.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`);
    await page.goto(`${webUrl}/documents/attestation-sur-honneur`);
    await field(page, 'name').fill('Camille Moreau');
    await field(page, 'address').fill('21 rue de la République, 13001 Marseille');
    await page.getByRole('button', { name: letters.form.next }).click();
    await field(page, 'statement').fill('je n’ai fait l’objet d’aucune condamnation');
    await page.getByRole('button', { name: letters.form.next }).click();
    await field(page, 'place').fill('Marseille');
    await field(page, 'date').fill('2026-12-01');
    // The PDF downloads by itself once ready; the Word file is offered beside it.
    const pdf = await downloadOf(page, () => page.getByRole('button', { name: letters.form.order }).click());
    expect(page.url()).toMatch(/\/documents\/loading\/attestation-sur-honneur\?order=/);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const text = (await pdfPages(await readFile((await pdf.path())!))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Je soussigné(e) Camille Moreau, demeurant 21 rue de la République, 13001 Marseille, atteste sur l’honneur que je n’ai fait l’objet d’aucune condamnation.');
    const word = await downloadOf(page, () => page.getByRole('link', { name: orders.tracker['download-word'] }).click());
    expect(word.suggestedFilename()).toMatch(/\.docx$/);
    expect((await docxText(await readFile((await word.path())!))).replace(/\s+/g, ' ')).toContain('atteste sur l’honneur que je n’ai fait l’objet d’aucune condamnation.');
    await context.close();
  }, 240_000);
});
