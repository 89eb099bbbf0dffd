import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import billing from '../src/locales/fr/billing.json';
import errors from '../src/locales/fr/errors.json';
import { launchBrowser } from './browser';
import { decodeMessage } from './mailbox';
import { fillPayment } from './payment';

/**
 * The payment journey as a new visitor takes it, from the payment page (the orders branch adds the
 * company page's order button and the pre-order before it): register-and-subscribe with the test
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

/** Waits for a mail to `to` whose decoded text matches `pattern` (the worker delivers billing mails). */
async function waitForMail(to: string, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))) {
      const raw = await readFile(join(mailDir, file), 'utf8');
      if (!(/^To:\s*(.+)$/im.exec(raw)?.[1] ?? '').includes(to)) continue;
      const text = decodeMessage(raw).replace(/\s+/g, ' ');
      if (pattern.test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

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

    await fillPayment(page, webUrl, email, '4242 4242 4242 4242');
    await page.waitForURL(/\/successful-payment/);
    await page.getByText(billing.success.text).waitFor();

    await page.goto(`${webUrl}/mon-compte/abonnement`);
    await expect(page.getByTestId('subscription-status').textContent()).resolves.toBe(billing.account.status.trialing);
    await page.goto(`${webUrl}/mon-compte/factures`);
    await page.getByText(/FA-\d{4}-\d{6}/).waitFor();

    // Three clicks: "Résilier mon abonnement" → summary → "Confirmer la résiliation".
    await page.goto(`${webUrl}/mon-compte/abonnement`);
    await page.getByRole('link', { name: billing.account.cancel }).click();
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: billing.cancel.confirm }).click();
    await page.getByText(/Votre résiliation est enregistrée/).waitFor();
    await expect(waitForMail(email, /Nous avons bien reçu la résiliation de votre contrat RC-/)).resolves.toMatch(/prend effet le/);
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
