import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import auth from '../src/locales/fr/auth.json';
import orders from '../src/locales/fr/orders.json';
import { launchBrowser } from './browser';
import { subscribeAsNewMember } from './payment-funnel';

/**
 * `/commandes/{id}` opened by someone who cannot see the order (issue 34): a signed-out visitor is
 * asked to sign in and comes back to the order; another customer is told it is not found. Never
 * an endless spinner.
 */
const webUrl = inject('webUrl');
const COMPANY_PATH = `/entreprises/${EVERY_SECTION.full}/manufacture-des-quais`;
/** The password subscribeAsNewMember gives its accounts (payment-funnel.ts). */
const PASSWORD = 'Tournesol-Bleu-42';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new member orders a document from the company page; answers the order's path. */
async function orderOfNewMember(page: Page, email: string): Promise<string> {
  await subscribeAsNewMember(page, webUrl, email);
  await page.goto(`${webUrl}${COMPANY_PATH}#documents-officiels`);
  await page.getByRole('button', { name: `${orders['order-button']} : Fiche synthétique de l'entreprise` }).click();
  const link = page.locator('#documents-officiels a[href^="/commandes/"]').first();
  await link.waitFor();
  return (await link.getAttribute('href')) as string;
}

describe('an order page opened by someone who cannot see it', () => {
  it('asks a signed-out visitor to sign in, then shows the order; tells another customer it is not found', async () => {
    const ownerContext = await browser.newContext({ acceptDownloads: true });
    const guestContext = await browser.newContext();
    const otherContext = await browser.newContext();
    try {
      const email = `order-owner.${Date.now()}@exemple.fr`;
      const orderPath = await orderOfNewMember(await ownerContext.newPage(), email);

      const guest = await guestContext.newPage();
      await guest.goto(`${webUrl}${orderPath}`);
      const prompt = guest.getByTestId('order-sign-in');
      await prompt.getByText(orders.tracker['sign-in']).waitFor();
      await prompt.getByRole('link', { name: orders.tracker['sign-in-button'] }).click();
      await guest.waitForURL(`${webUrl}/login?redirect=${encodeURIComponent(orderPath)}`);
      await guest.locator('#field-email').fill(email);
      await guest.locator('#field-password').fill(PASSWORD);
      await guest.getByRole('button', { name: auth.login.submit }).click();
      await guest.waitForURL(`${webUrl}${orderPath}`);
      await guest.getByTestId('order-state').waitFor();

      const other = await otherContext.newPage();
      await subscribeAsNewMember(other, webUrl, `order-other.${Date.now()}@exemple.fr`);
      await other.goto(`${webUrl}${orderPath}`);
      await other.getByTestId('order-not-found').getByText(orders.tracker['not-found']).waitFor();
      expect(await other.getByTestId('order-state').count()).toBe(0);
    } finally {
      await Promise.all([ownerContext.close(), guestContext.close(), otherContext.close()]);
    }
  }, 180_000);
});
