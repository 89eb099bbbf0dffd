import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import billing from '../src/locales/fr/billing.json';
import footer from '../src/locales/fr/footer.json';
import { launchBrowser } from './browser';
import { waitForMailedLink } from './mailbox';
import { subscribeAsNewMember } from './payment-funnel';

/**
 * Cancelling without an account (L.215-1-1, issue 34): /resiliation is reachable from the footer,
 * the prices, the terms and the account; the mailed link first shows what it cancels, and a used
 * link says it was used.
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

/** The link to /resiliation inside `scope` (the footer, the page's main content). */
const cancelLinks = (page: Page, scope: string) => page.locator(`${scope} a[href="/resiliation"]`);

describe('public cancellation in the browser', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext();
  });
  afterAll(async () => context?.close());

  it('is linked from the footer, the prices and the terms', async () => {
    const page = await context.newPage();
    await page.goto(`${webUrl}/`);
    await expect(cancelLinks(page, 'footer').textContent()).resolves.toBe(footer.legal.cancel);
    for (const path of ['/nos-tarifs', '/conditions-generales']) {
      await page.goto(`${webUrl}${path}`);
      expect(await cancelLinks(page, 'main').count(), path).toBeGreaterThan(0);
    }
  });

  it('links it from the account, shows what the mailed link cancels before confirming, then says the link was used', async () => {
    const page = await context.newPage();
    const email = `resiliation.${Date.now()}@exemple.fr`;
    await subscribeAsNewMember(page, webUrl, email);
    await page.goto(`${webUrl}/mon-compte/abonnement`);
    await page.getByTestId('subscription-status').waitFor();
    const reference = /RC-[\w-]+/.exec((await page.getByText(/Référence du contrat/).textContent()) ?? '')?.[0] as string;
    await cancelLinks(page, 'main').click();
    await page.waitForURL(/\/resiliation$/);

    await page.getByLabel(billing.cancel.publicEmail).fill(email);
    await page.getByLabel(billing.cancel.publicReference).fill(reference);
    await page.getByRole('button', { name: billing.cancel.publicSubmit }).click();
    await page.getByText(billing.cancel.publicSent).waitFor();
    const link = await waitForMailedLink({ mailDir, to: email, linkPrefix: `${webUrl}/resiliation/confirmer?token=` });

    await page.goto(link);
    const recap = page.getByLabel(billing.cancel.summary);
    await recap.getByText(new RegExp(`^Référence du contrat\\s:\\s${reference}$`)).waitFor();
    await recap.getByText(billing.account.status.trialing).waitFor();
    await recap.getByText(/^Date de fin\s:\s\d{1,2}\s\S+\s\d{4}/).waitFor();
    // Opening the link cancelled nothing: the account still offers to cancel.
    const account = await context.newPage();
    await account.goto(`${webUrl}/mon-compte/abonnement`);
    await account.getByRole('link', { name: billing.account.cancel }).waitFor();

    await recap.getByRole('button', { name: billing.cancel.confirm }).click();
    await page.getByText(new RegExp(`La résiliation du contrat ${reference} est enregistrée`)).waitFor();
    await page.goto(link);
    await expect(page.getByTestId('cancellation-link-used').textContent()).resolves.toMatch(new RegExp(`déjà été utilisé.*${reference}`));
  }, 120_000);
});
