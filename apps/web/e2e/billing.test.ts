import pg from 'pg';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import billing from '../src/locales/fr/billing.json';
import errors from '../src/locales/fr/errors.json';
import { launchBrowser } from './browser';
import { waitForMail } from './mailbox';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import { fillNewAccount, fillPayment, fillPaymentCard, subscribeAsNewMember } from './payment-funnel';
import { horizontalOverflow, PHONE, withinWidth } from './phone-layout';

/**
 * The payment journey as a new visitor takes it, from the payment page (orders.test.ts starts it
 * from a company page's order button, with a pre-order): register-and-subscribe with the test
 * card, success page, the subscription and invoice in the account, three-click cancellation, mail.
 */
const webUrl = inject('webUrl');
const mailDir = inject('mailDir');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('billing journey in the browser', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext();
  });
  afterAll(async () => context?.close());

  it('subscribes with 4242…, shows the subscription and invoice, cancels in three clicks and mails the acknowledgement', async () => {
    const page = await context.newPage();
    const email = `journey.${Date.now()}@exemple.fr`;
    await expect(page.goto(`${webUrl}/nos-tarifs`).then((r) => r?.status())).resolves.toBe(200);
    await expect(page.getByTestId('trial-line').textContent()).resolves.toMatch(/2,99\s€ pour 7 jours, puis 39,90\s€ \/ mois/);

    await subscribeAsNewMember(page, webUrl, email);

    await page.goto(`${webUrl}/mon-compte/abonnement`);
    await expect(page.getByTestId('subscription-status').textContent()).resolves.toBe(billing.account.status.trialing);
    await page.goto(`${webUrl}/mon-compte/factures`);
    await page.getByText(/FA-\d{4}-\d{6}/).waitFor();
    // On a phone: each invoice a card, its PDF's link in view, nothing to scroll sideways.
    await page.setViewportSize(PHONE);
    const pdf = page.getByRole('link', { name: billing.account.invoiceDownload });
    await pdf.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await withinWidth(pdf, PHONE.width)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Three clicks: "Résilier mon abonnement" → summary → "Confirmer la résiliation".
    await page.goto(`${webUrl}/mon-compte/abonnement`);
    await page.getByRole('link', { name: billing.account.cancel }).click();
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: billing.cancel.confirm }).click();
    await page.getByText(/Votre résiliation est enregistrée/).waitFor();
    await expect(waitForMail({ mailDir, to: email, pattern: /Nous avons bien reçu la résiliation de votre contrat RC-/ })).resolves.toMatch(/prend effet le/);
  }, 120_000);

  it('shows the bank refusal for the declined card', async () => {
    const page = await context.newPage();
    await context.clearCookies();
    await fillPayment(page, webUrl, `declined.${Date.now()}@exemple.fr`, '4000 0000 0000 0002');
    await page.getByText(errors.billing.card.declined).waitFor();
    expect(page.url()).toContain('/paiement-securise');
  }, 60_000);

  it('takes the 3184 card through the strong-authentication page', async () => {
    const page = await context.newPage();
    await context.clearCookies();
    await fillPayment(page, webUrl, `challenge.${Date.now()}@exemple.fr`, '4000 0027 6000 3184');
    await page.waitForURL(/\/paiement-securise\/verification/);
    await page.getByRole('button', { name: billing.payment.approve }).click();
    await page.waitForURL(/\/successful-payment/);
  }, 60_000);

  it('bills a business picked from the register: head office prefilled, prices HT beside TTC, the identity kept with the subscription', async () => {
    const page = await context.newPage();
    await context.clearCookies();
    const email = `business.${Date.now()}@exemple.fr`;
    await page.goto(`${webUrl}/paiement-securise`);
    await fillNewAccount(page, email);
    // A consumer sees no company field; a business does, with its prices HT.
    expect(await page.locator('#field-company_name').count()).toBe(0);
    await page.getByLabel(billing.payment.buyerBusiness).check();
    await page.getByText(/2,49\s€ HT \(2,99\s€ TTC\) aujourd’hui, puis 33,25\s€ HT \(39,90\s€ TTC\) \/ mois/).waitFor();

    await page.getByLabel(billing.payment.fields.companySearch).pressSequentially(EVERY_SECTION.full_name.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(EVERY_SECTION.full_name) }).first().click();
    await expect.poll(() => page.locator('#field-address_line').inputValue()).toMatch(/18 RUE DU QUAI DE JEMMAPES/);
    await expect(page.locator('#field-company_name').inputValue()).resolves.toBe(EVERY_SECTION.full_name);
    await expect(page.locator('#field-siren').inputValue()).resolves.toBe(EVERY_SECTION.full);
    await expect(page.locator('#field-postcode').inputValue()).resolves.toBe('75011');
    await expect(page.locator('#field-city').inputValue()).resolves.toBe('PARIS');
    await expect(page.locator('#field-country').inputValue()).resolves.toBe('FR');

    await page.locator('#field-vat_number').fill('FR32123456789');
    await page.locator('#field-firstname').fill('Paul');
    await page.locator('#field-lastname').fill('Martin');
    await fillPaymentCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/successful-payment/);

    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      const { rows } = await db.query<{ buyer: Record<string, unknown> }>(
        'SELECT i.buyer FROM billing_invoices i JOIN users u ON u.id = i.user_id WHERE u.email = $1',
        [email],
      );
      expect(rows[0]?.buyer).toMatchObject({
        name: 'Paul Martin',
        company_name: EVERY_SECTION.full_name,
        siren: EVERY_SECTION.full,
        address_line: expect.stringMatching(/18 RUE DU QUAI DE JEMMAPES/),
        postcode: '75011',
        city: 'PARIS',
        country: 'FR',
        vat_number: 'FR32123456789',
      });
    } finally {
      await db.end();
    }
  }, 120_000);
});
