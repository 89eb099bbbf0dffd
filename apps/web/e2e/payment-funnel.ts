import type { Page } from 'playwright-core';
import billing from '../src/locales/fr/billing.json';

/** The sandbox's card that pays (SPECIFICATION issue 22: 4242… succeeds). */
export const PAYING_CARD = '4242 4242 4242 4242';
/** The declined card used by the funnel's unhappy paths. */
export const DECLINED_CARD = '4000 0000 0000 0002';
/** The sandbox's card that asks for the bank's strong authentication. */
export const CHALLENGE_CARD = '4000 0027 6000 3184';

/**
 * Fills the payment funnel's form as a new visitor (account, billing identity, card, waiver and
 * terms) on the page already open (/paiement-securise or /payment, with or without a pre-order),
 * and submits it with the button that names the payment.
 */
export async function fillPaymentForm(page: Page, email: string, card: string): Promise<void> {
  await fillNewAccount(page, email);
  // A consumer (the default): name and postal address.
  await page.locator('#field-firstname').fill('Marie');
  await page.locator('#field-lastname').fill('Durand');
  await page.locator('#field-address_line').fill('12 rue de la Roquette');
  await page.locator('#field-postcode').fill('75011');
  await page.locator('#field-city').fill('Paris');
  await fillPaymentCard(page, card);
}

/** The account fields of a new visitor. */
export async function fillNewAccount(page: Page, email: string): Promise<void> {
  await page.locator('#field-email').fill(email);
  await page.locator('#field-password').fill('Tournesol-Bleu-42');
  await page.locator('#field-password_confirmation').fill('Tournesol-Bleu-42');
}

/** The rest of the form after the billing identity (filled, or kept from an earlier try): the card, the waiver and the terms; then submits. */
export async function fillPaymentCard(page: Page, card: string): Promise<void> {
  await page.locator('#field-card_number').fill(card);
  await page.locator('#field-exp_month').fill('12');
  await page.locator('#field-exp_year').fill('30');
  await page.locator('#field-cvc').fill('123');
  await page.locator('#field-cardholder_name').fill('Marie Durand');
  await page.getByLabel(billing.payment.waiver).check();
  await page.getByLabel(billing.payment.terms).check();
  await page.getByRole('button', { name: /Commander avec obligation de paiement/ }).click();
}

/** Opens /paiement-securise and pays with `card`: a new account with the discovery access when the card pays. */
export async function fillPayment(page: Page, webUrl: string, email: string, card: string): Promise<void> {
  await page.goto(`${webUrl}/paiement-securise`);
  await fillPaymentForm(page, email, card);
}

/** A new account that took the discovery access with the paying card (ends on the success page). */
export async function subscribeAsNewMember(page: Page, webUrl: string, email: string): Promise<void> {
  await fillPayment(page, webUrl, email, PAYING_CARD);
  await page.waitForURL(/\/successful-payment/);
  await page.getByText(billing.success.text).waitFor();
}
