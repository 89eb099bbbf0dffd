import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import billing from '../src/locales/fr/billing.json';
import company from '../src/locales/fr/company.json';
import consent from '../src/locales/fr/consent.json';
import errorPage from '../src/locales/fr/error-page.json';
import orders from '../src/locales/fr/orders.json';
import services from '../src/locales/fr/services.json';
import { launchBrowser } from './browser';
import { subscribeAsNewMember } from './payment-funnel';
import { PHONE } from './phone-layout';

/** What customers saw wrong on company pages, the home page on a phone and the account (issue 34). */
const webUrl = inject('webUrl');
const COMPANY_PATH = `/entreprises/${EVERY_SECTION.full}/manufacture-des-quais`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The captions of the page's tables that have an order column with no order control in any row. */
function emptyOrderColumns(page: Page, header: string): Promise<string[]> {
  return page.evaluate((orderHeader) => {
    const empty: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      const index = headers.indexOf(orderHeader);
      if (index < 0) continue;
      const cells = [...table.querySelectorAll('tbody tr')].map((row) => row.children[index]);
      if (!cells.some((cell) => cell?.querySelector('button, a'))) empty.push(table.querySelector('caption')?.textContent ?? '?');
    }
    return empty;
  }, header);
}

describe('company pages', () => {
  it('shows trademark statuses in French, no empty order column, and serves a favicon', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${webUrl}${COMPANY_PATH}`);
      const brands = (await page.locator('section#marques').innerText()).split(/\s+/);
      expect(brands).toEqual(expect.arrayContaining([company.brands.statuses.registered, company.brands.statuses.filed]));
      expect(brands.filter((word) => ['filed', 'registered', 'published', 'opposed', 'expired', 'withdrawn', 'rejected'].includes(word))).toEqual([]);
      await page.locator('#documents-officiels button').first().waitFor();
      expect(await emptyOrderColumns(page, orders['order-button'])).toEqual([]);

      const icon = await page.request.get(`${webUrl}/favicon.ico`);
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toMatch(/icon/);
    } finally {
      await context.close();
    }
  });

  it('shows a shadow on the side of a phone-wide table that has more to scroll to', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${webUrl}${COMPANY_PATH}`);
      const regions = await page.locator('main [role="region"]').evaluateAll((elements) =>
        elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => getComputedStyle(element).backgroundImage),
      );
      expect(regions.length).toBeGreaterThan(0);
      for (const background of regions) expect(background).toMatch(/radial-gradient\(.*radial-gradient\(/);
    } finally {
      await context.close();
    }
  });
});

describe('a site path with a malformed escape', () => {
  it('answers a French 400 page, not an English server error', async () => {
    const response = await fetch(`${webUrl}/entreprises/%E0%A4%A`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('lang="fr"');
    expect(html).toContain(errorPage.badRequest.title);
    expect(html).not.toMatch(/Internal Server Error/i);
  });
});

describe('the home page on a phone', () => {
  it('gives the search field the whole width and its whole placeholder, the title three lines, the cookie banner a strip', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${webUrl}/`);
      const field = page.locator('main input[role="combobox"]');
      const fit = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context2d = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { room, text: context2d.measureText(input.placeholder).width, width: input.getBoundingClientRect().width, form: (input.form as HTMLFormElement).getBoundingClientRect().width };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.room);
      expect(fit.width).toBeCloseTo(fit.form, 0);

      const lines = await page.locator('main h1').evaluate((h1) => Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight)));
      expect(lines).toBeLessThanOrEqual(3);

      const banner = page.getByRole('region', { name: consent.bannerLabel });
      await banner.waitFor();
      const box = await banner.boundingBox();
      expect(box?.height ?? PHONE.height).toBeLessThan(PHONE.height * 0.2);
    } finally {
      await context.close();
    }
  });
});

describe('a member', () => {
  it('is not offered the discovery access, and sees a cancelled subscription as cancelled with its end date', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await subscribeAsNewMember(page, webUrl, `resilie.${Date.now()}@exemple.fr`);
      await page.goto(`${webUrl}/`);
      await page.getByRole('complementary', { name: services.banner.label }).waitFor({ state: 'detached' });
      await page.getByTestId('trial-disclaimer').waitFor({ state: 'detached' });

      await page.goto(`${webUrl}/mon-compte/abonnement`);
      await page.getByRole('link', { name: billing.account.cancel }).click();
      await page.getByRole('button', { name: billing.cancel.confirm }).click();
      await page.getByText(/Votre résiliation est enregistrée/).waitFor();
      await page.goto(`${webUrl}/mon-compte/abonnement`);
      const status = page.getByTestId('subscription-status');
      await status.waitFor();
      await expect(status.textContent()).resolves.toMatch(/^Résilié — accès jusqu'au \d{1,2} \S+ \d{4}$/);
    } finally {
      await context.close();
    }
  }, 120_000);
});
