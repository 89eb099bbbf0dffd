import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import billing from '../src/locales/fr/billing.json';
import errors from '../src/locales/fr/errors.json';
import { launchBrowser } from './browser';
import { waitForMail } from './mailbox';
import { fillPayment, subscribeAsNewMember } from './payment-funnel';
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
});
