import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import billing from '../src/locales/fr/billing.json';
import company from '../src/locales/fr/company.json';
import documents from '../src/locales/fr/documents.json';
import orders from '../src/locales/fr/orders.json';
import products from '../src/locales/fr/products.json';
import { launchBrowser } from './browser';
import { subscribeAsNewMember } from './payment-funnel';
import { PHONE } from './phone-layout';

/**
 * What a customer deciding to order is told (issue 34): what is sold is named for what it is (an
 * information sheet, never a Kbis, which only the greffes deliver), and what ordering costs them is
 * said where they first see an order entry.
 */
const webUrl = inject('webUrl');
const COMPANY_PATH = `/entreprises/${EVERY_SECTION.full}/manufacture-des-quais`;
const DESKTOP = { width: 1280, height: 720 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The sentences of the page that speak of a Kbis or a registration extract without saying it is
 * not ours and where it comes from (the greffe): "Extrait Kbis" on a button, "Obtenir un extrait Kbis"…
 */
async function misleadingSentences(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => /kbis|extraits? d'immatriculation/i.test(sentence) && !/greffe|monidenum|n'est pas|ne sont pas/i.test(sentence));
}

/** True when the element lies whole in the first screen and nothing covers its middle (a banner…). */
async function inFirstScreen(target: Locator, viewport: { width: number; height: number }): Promise<boolean> {
  const box = await target.boundingBox();
  if (box === null || box.y < 0 || box.y + box.height > viewport.height || box.x < 0 || box.x + box.width > viewport.width) return false;
  return target.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), { x: box.x + box.width / 2, y: box.y + box.height / 2 });
}

/** A pattern matching exactly `text`. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The one-line offer (price, then what follows) as the order notes say it to a visitor without access. */
const OFFER_NOTE = /^Accès découverte requis\s:\s.+\spour\s\d+\sjours, puis .+ par mois, sans engagement$/;

describe('the registration sheet is named for what it is', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: DESKTOP });
  });
  afterAll(async () => context?.close());

  it('on the product page, the company page and the funnel: no Kbis promised, the official one pointed to', async () => {
    const page = await context.newPage();
    await page.goto(`${webUrl}/extrait-kbis`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(products.pages['extrait-kbis'].heading);
    const productText = await page.locator('main').innerText();
    expect(productText).toContain('infogreffe.fr');
    expect(productText).toContain('monidenum.fr');
    // Never "when the official source is not available": the official Kbis is never delivered here.
    expect(productText).not.toContain(products.nature.informationOrOfficial.split('(')[0]);
    expect(await misleadingSentences(page)).toEqual([]);

    await page.goto(`${webUrl}${COMPANY_PATH}#documents-officiels`);
    const button = page.getByRole('button', { name: `${orders['order-button']} : ${documents.kinds.kbis}` });
    await button.waitFor();
    expect(await misleadingSentences(page)).toEqual([]);
    // Nothing sold here is official: the section does not say so either.
    expect(await page.locator('main').innerText()).not.toMatch(/documents officiels/i);

    await button.click();
    await page.waitForURL(/\/paiement-securise\?pre_order=/);
    await page.getByLabel(billing.payment.recapTitle).getByText(`Document : ${documents.kinds.kbis}`).waitFor();
    expect(await misleadingSentences(page)).toEqual([]);
  }, 120_000);
});

describe('what ordering costs, in the first screen of a company page', () => {
  it.each([
    ['a computer', DESKTOP],
    ['a phone', PHONE],
  ])('shows a visitor without access the order entry and the access price with what follows, on %s', async (_, viewport) => {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await page.goto(`${webUrl}${COMPANY_PATH}`);
      const cta = page.getByTestId('company-order-cta');
      const entry = cta.getByRole('link', { name: company.documents.orderCta });
      expect(await inFirstScreen(entry, viewport)).toBe(true);
      await cta.getByTestId('order-price-note').filter({ hasText: OFFER_NOTE }).waitFor();
      expect(await inFirstScreen(cta.getByTestId('order-price-note'), viewport)).toBe(true);
      // The documents' own notes say the same, never "included in your access".
      const kbisRow = page.locator('#documents-officiels tr', { hasText: documents.kinds.kbis });
      await kbisRow.getByTestId('order-price-note').filter({ hasText: OFFER_NOTE }).waitFor();
      expect(await page.locator('main').innerText()).not.toContain(orders['price-included']);

      await entry.click();
      await page.waitForURL(/#documents-officiels$/);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('tells a member what is included, and offers them the discovery access no more', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await subscribeAsNewMember(page, webUrl, `cta.${Date.now()}@exemple.fr`);
      await page.goto(`${webUrl}${COMPANY_PATH}`);
      const cta = page.getByTestId('company-order-cta');
      await cta.getByTestId('order-price-note').filter({ hasText: exactly(orders['price-included']) }).waitFor();
      const kbisRow = page.locator('#documents-officiels tr', { hasText: documents.kinds.kbis });
      await kbisRow.getByTestId('order-price-note').filter({ hasText: exactly(orders['price-quota']) }).waitFor();
      await page.getByTestId('trial-disclaimer').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  }, 120_000);
});
