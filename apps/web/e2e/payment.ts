import type { Page } from 'playwright-core';
import billing from '../src/locales/fr/billing.json';

/**
 * Fills and sends the payment page (register and subscribe) as Marie Durand of Durand Conseil, with a
 * test card: `4242 4242 4242 4242` succeeds, `4000 0027 6000 3184` asks for a 3-D Secure challenge.
 */
export async function fillPayment(page: Page, webUrl: string, email: string, card: string): Promise<void> {
  await page.goto(`${webUrl}/paiement-securise`);
  await page.locator('#field-email').fill(email);
  await page.locator('#field-password').fill('Tournesol-Bleu-42');
  await page.locator('#field-password_confirmation').fill('Tournesol-Bleu-42');
  await page.locator('#field-company_name').fill('Durand Conseil');
  await page.locator('#field-firstname').fill('Marie');
  await page.locator('#field-lastname').fill('Durand');
  await page.locator('#field-postcode').fill('75011');
  await page.locator('#field-card_number').fill(card);
  await page.locator('#field-exp_month').fill('12');
  await page.locator('#field-exp_year').fill('30');
  await page.locator('#field-cvc').fill('123');
  await page.locator('#field-cardholder_name').fill('Marie Durand');
  await page.getByLabel(billing.payment.waiver).check();
  await page.getByLabel(billing.payment.terms).check();
  await page.getByRole('button', { name: /Commander avec obligation de paiement/ }).click();
}
