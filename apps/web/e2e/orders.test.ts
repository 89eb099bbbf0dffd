import type { BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import billing from '../src/locales/fr/billing.json';
import company from '../src/locales/fr/company.json';
import documents from '../src/locales/fr/documents.json';
import orders from '../src/locales/fr/orders.json';
import { useBrowserSession } from './browser-session';
import errors from '../src/locales/fr/errors.json';
import { CHALLENGE_CARD, DECLINED_CARD, fillPaymentCard, fillPaymentForm, PAYING_CARD, subscribeAsNewMember } from './payment-funnel';
import { horizontalOverflow, PHONE, withinWidth } from './phone-layout';

/**
 * The ordering journey in the browser (issues 20 and 22): a member orders from the company page
 * and the file downloads by itself, then again from /commandes/{id}; a guest's registration extract
 * goes through the payment funnel and downloads on the success page, whose account link sends the
 * onboarding answers; a letter is ordered through its two-step form, whose values come back after
 * a reload; a product page orders for the company picked among the suggestions.
 */
const webUrl = inject('webUrl');
const COMPANY_PATH = `/entreprises/${EVERY_SECTION.full}/manufacture-des-quais`;

const session = useBrowserSession();

/** Runs `action` and answers the download it starts (the order's file, fetched by the browser). */
async function downloadOf(page: Page, action: () => Promise<unknown>, timeout = 60_000): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout }), action()]);
  expect(await download.failure()).toBeNull();
  return download;
}

const newEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;

describe('ordering as a member with access', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await session.browser.newContext();
    page = await context.newPage();
    await subscribeAsNewMember(page, webUrl, newEmail('member'));
  }, 120_000);
  afterAll(async () => context?.close());

  it('orders a document from the company page: the file downloads by itself, and again from /commandes/{id}', async () => {
    await page.goto(`${webUrl}${COMPANY_PATH}#documents-officiels`);
    const button = page.getByRole('button', { name: `${orders['order-button']} : Fiche synthétique de l'entreprise` });
    const download = await downloadOf(page, () => button.click());
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // The button's row links to the order, now completed.
    const link = page.locator('#documents-officiels a[href^="/commandes/"]').first();
    await expect(link.textContent()).resolves.toBe(orders.states.completed);
    const orderPath = await link.getAttribute('href');
    await page.goto(`${webUrl}${orderPath}`);
    await expect(page.getByTestId('order-state').textContent()).resolves.toBe(orders.states.completed);
    // The company is named by its spaced SIREN, a link to its page.
    const companyLink = page.locator('main a[href^="/entreprises/"]');
    await expect(companyLink.getAttribute('href')).resolves.toBe(`/entreprises/${EVERY_SECTION.full}`);
    await expect(companyLink.textContent()).resolves.toBe(EVERY_SECTION.full.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1\u00a0$2\u00a0$3'));
    await expect(page.locator('main a[href^="/verification/"]').textContent()).resolves.toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const again = await downloadOf(page, () => page.getByRole('link', { name: orders.tracker.download, exact: true }).click());
    expect(again.suggestedFilename()).toBe(download.suggestedFilename());

    // /mon-compte/commandes on a phone: each order is a card, its file's link in view, nothing to scroll sideways.
    const viewport = page.viewportSize();
    await page.setViewportSize(PHONE);
    try {
      await page.goto(`${webUrl}/mon-compte/commandes`);
      const card = page.locator('main tbody tr').first();
      const file = card.getByRole('link', { name: orders.tracker.download, exact: true });
      await file.waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await withinWidth(file, PHONE.width)).toBe(true);
      await expect(card.textContent()).resolves.toContain(orders.states.completed);
    } finally {
      if (viewport) await page.setViewportSize(viewport);
    }
  }, 120_000);

  it('orders a letter through its two-step form, whose values are remembered per step across a reload', async () => {
    await page.goto(`${webUrl}${COMPANY_PATH}#documents-officiels`);
    const openForm = () => page.getByRole('button', { name: `${orders.form.open} : Courrier juridique` }).click();
    await openForm();
    let dialog = page.getByRole('dialog');
    const letter = company.letters['declaration-de-creance'].title;
    await dialog.getByLabel(new RegExp(orders.form.type)).selectOption({ label: letter });
    await dialog.getByRole('button', { name: orders.form.next }).click();
    await dialog.getByLabel(orders.form.sender_name).fill('Durand Conseil');
    await dialog.getByLabel(orders.form.amount).fill('1 250,50');

    // Coming back (a reload, as after leaving the page) finds both steps as they were.
    await page.reload();
    await openForm();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(new RegExp(orders.form.type)).inputValue()).resolves.toBe('declaration-de-creance');
    await dialog.getByRole('button', { name: orders.form.next }).click();
    await expect(dialog.getByLabel(orders.form.sender_name).inputValue()).resolves.toBe('Durand Conseil');

    const download = await downloadOf(page, () => dialog.getByRole('button', { name: `${orders['order-button']} : Courrier juridique` }).click());
    expect(download.suggestedFilename()).toMatch(/\.(docx|pdf)$/);
    const { rows } = await session.db.query<{ payload: { type: string; letter: { amountCents: number; sender: { name: string } } } }>(
      "SELECT payload FROM orders WHERE kind = 'letters' AND siren = $1 ORDER BY created_at DESC LIMIT 1",
      [EVERY_SECTION.full],
    );
    expect(rows[0]?.payload).toMatchObject({ type: 'declaration-de-creance', letter: { amountCents: 125050, sender: { name: 'Durand Conseil' } } });
    // Once ordered, the form starts afresh.
    await page.reload();
    await openForm();
    await expect(page.getByRole('dialog').getByLabel(new RegExp(orders.form.type)).inputValue()).resolves.toBe('');
  }, 120_000);

  it('gets a list as PDF at once, then as Excel and CSV from its row, the orders list and its order page', async () => {
    // Without the fragment: the same URL with it would only move within the page left by the test before.
    await page.goto(`${webUrl}${COMPANY_PATH}`);
    const pdf = await downloadOf(page, () => page.getByRole('button', { name: `${orders['order-button']} : Liste des établissements` }).click());
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    // The row advertises PDF, XLSX, CSV: once ready, each format is there to click.
    const here = (format: 'xlsx' | 'csv') => page.getByRole('link', { name: `${orders.tracker[`download-${format}`]} : Liste des établissements` });
    const xlsxHere = await downloadOf(page, () => here('xlsx').click());
    expect(xlsxHere.suggestedFilename()).toMatch(new RegExp(`${EVERY_SECTION.full}.*\\.xlsx$`));
    const csvHere = await downloadOf(page, () => here('csv').click());
    expect(csvHere.suggestedFilename()).toMatch(/\.csv$/);
    await page.screenshot({ path: '/tmp/h3-list-row-1280.png', clip: (await page.locator('#documents-officiels').boundingBox()) ?? undefined });

    // The orders list offers the three files of the list on its row.
    await page.goto(`${webUrl}/mon-compte/commandes`);
    const row = page.locator('main tbody tr').first();
    await row.getByRole('link', { name: orders.tracker['download-pdf'], exact: true }).waitFor();
    const xlsxListed = await downloadOf(page, () => row.getByRole('link', { name: orders.tracker['download-xlsx'], exact: true }).click());
    expect(xlsxListed.suggestedFilename()).toBe(xlsxHere.suggestedFilename());
    await expect(row.getByRole('link', { name: orders.tracker['download-csv'], exact: true }).count()).resolves.toBe(1);
    await page.screenshot({ path: '/tmp/h3-orders-list-1280.png' });
    const viewport = page.viewportSize();
    await page.setViewportSize(PHONE);
    try {
      await page.reload();
      await page.locator('main tbody tr').first().getByRole('link', { name: orders.tracker['download-csv'], exact: true }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await page.screenshot({ path: '/tmp/h3-orders-list-390.png' });
    } finally {
      if (viewport) await page.setViewportSize(viewport);
    }
    const { rows } = await session.db.query<{ id: string }>("SELECT id FROM orders WHERE kind = 'establishments-list' AND siren = $1 ORDER BY created_at DESC LIMIT 1", [EVERY_SECTION.full]);
    await page.goto(`${webUrl}/commandes/${rows[0]?.id}`);
    const again = await downloadOf(page, () => page.getByRole('link', { name: orders.tracker['download-pdf'] }).click());
    expect(again.suggestedFilename()).toBe(pdf.suggestedFilename());
    const xlsx = await downloadOf(page, () => page.getByRole('link', { name: orders.tracker['download-xlsx'] }).click());
    expect(xlsx.suggestedFilename()).toMatch(new RegExp(`${EVERY_SECTION.full}.*\\.xlsx$`));
    const csv = await downloadOf(page, () => page.getByRole('link', { name: orders.tracker['download-csv'] }).click());
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  }, 120_000);

  it('orders from a product page, for the company picked among the suggestions', async () => {
    await page.goto(`${webUrl}/situation-sirene`);
    await page.getByRole('combobox').pressSequentially(EVERY_SECTION.full_name.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(EVERY_SECTION.full_name) }).first().click();
    const panel = page.getByTestId('product-order-panel');
    await panel.getByText(EVERY_SECTION.full_name).waitFor();
    const download = await downloadOf(page, () => panel.getByRole('button', { name: /Commander « Avis de situation/ }).click());
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  }, 120_000);
});

describe('ordering as a guest (issue 22)', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await session.browser.newContext();
  });
  afterAll(async () => context?.close());

  it('orders a registration extract, pays in the funnel, gets the file on the success page, and finds the access and invoice in the account', async () => {
    const page = await context.newPage();
    const email = newEmail('guest');
    await page.goto(`${webUrl}${COMPANY_PATH}#documents-officiels`);
    await page.getByRole('button', { name: `${orders['order-button']} : ${documents.kinds.kbis}` }).click();

    // The funnel with the pre-order's recap.
    await page.waitForURL(/\/paiement-securise\?pre_order=/);
    const recap = page.getByLabel(billing.payment.recapTitle);
    await recap.getByText(`Document : ${documents.kinds.kbis}`).waitFor();
    await recap.getByText(new RegExp(`${EVERY_SECTION.full_name}.*SIREN ${EVERY_SECTION.full}`)).waitFor();

    const download = await downloadOf(page, () => fillPaymentForm(page, email, PAYING_CARD));
    expect(page.url()).toMatch(/\/successful-payment(-kbis)?\?pre_order=/);
    expect(download.suggestedFilename()).toMatch(new RegExp(`${EVERY_SECTION.full}.*\\.pdf$`));
    // Paying signed the visitor in: the header, mounted before, says so without a reload.
    await expect.poll(() => page.getByTestId('header-account-link').getAttribute('data-signed-in')).toBe('true');

    // The account link sends the onboarding answers (specification §2), then opens the account.
    await page.getByLabel(billing.onboarding.job).selectOption({ label: billing.onboarding['job-options'].lawyer });
    await page.getByLabel(billing.onboarding.siren).fill('552 032 534');
    await page.getByRole('link', { name: billing.success.account }).click();
    await page.waitForURL(/\/mon-compte$/);
    const { rows } = await session.db.query<{ onboarding_job: string | null; onboarding_siren: string | null; onboarding_completed_at: Date | null }>(
      'SELECT onboarding_job, onboarding_siren, onboarding_completed_at FROM users WHERE email = $1',
      [email],
    );
    expect(rows[0]).toMatchObject({ onboarding_job: billing.onboarding['job-options'].lawyer, onboarding_siren: '552032534' });
    expect(rows[0]?.onboarding_completed_at).toBeInstanceOf(Date);

    await page.goto(`${webUrl}/mon-compte/abonnement`);
    await expect(page.getByTestId('subscription-status').textContent()).resolves.toBe(billing.account.status.trialing);
    await page.goto(`${webUrl}/mon-compte/factures`);
    await page.getByText(/FA-\d{4}-\d{6}/).waitFor();
    // The pre-order became an order of the new account.
    const { rows: ordered } = await session.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1 AND o.kind = 'kbis' AND o.state = 'completed'", [email]);
    expect(ordered[0]?.n).toBe(1);
  }, 180_000);

  /** A guest's pre-order from the company page (a document other than the extract of the test above). */
  const preOrderSummary = async (page: Page) => {
    await page.goto(`${webUrl}${COMPANY_PATH}#documents-officiels`);
    await page.getByRole('button', { name: `${orders['order-button']} : Fiche synthétique de l'entreprise` }).click();
    await page.waitForURL(/\/paiement-securise\?pre_order=/);
  };

  const ordersOf = async (email: string) =>
    (await session.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1', [email])).rows[0]?.n;

  it('on a phone: a declined card is said by the pay button, then another card pays and the file comes, with its recap', async () => {
    await context.clearCookies();
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    const email = newEmail('declined-then-paid');
    await preOrderSummary(page);
    await fillPaymentForm(page, email, DECLINED_CARD);
    const refusal = page.getByRole('alert').filter({ hasText: errors.billing.card.declined });
    await refusal.waitFor();
    // Where the visitor is: in view by the button, focused (announced as an alert).
    await expect.poll(() => refusal.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = await refusal.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    // The account was created: the header says so without a reload.
    await expect.poll(() => page.getByTestId('header-account-link').getAttribute('data-signed-in')).toBe('true');

    const download = await downloadOf(page, () => fillPaymentCard(page, PAYING_CARD));
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const recap = page.getByRole('region', { name: billing.success.recap.title });
    await recap.getByText(/RC-[A-Z2-9]{8}/).waitFor();
    await recap.getByText(/FA-\d{4}-\d{6}/).waitFor();
    await recap.getByText(/39,90\s€ TTC le/).waitFor();
    await recap.getByRole('link', { name: billing.success.recap.downloadInvoice }).waitFor();
    await recap.getByRole('link', { name: /voir le suivi/ }).waitFor();
    expect(await ordersOf(email)).toBe(1);
  }, 180_000);

  it('says on the success page why a paid document could not be produced, and that it is not counted', async () => {
    await context.clearCookies();
    const page = await context.newPage();
    await preOrderSummary(page);
    // The company left the register between the pre-order and the payment: its document cannot be produced.
    const preOrderId = new URL(page.url()).searchParams.get('pre_order');
    await session.db.query("UPDATE pre_orders SET subject = '000000019', siren = '000000019' WHERE id = $1", [preOrderId]);
    await fillPaymentForm(page, newEmail('unfulfillable'), PAYING_CARD);
    await page.waitForURL(/\/successful-payment(-kbis)?\?pre_order=/);
    const failure = page.getByRole('alert').filter({ hasText: errors.orders['order-unfulfilable'] });
    await failure.waitFor({ timeout: 60_000 });
    expect(await failure.textContent()).toContain(billing.success.documentFailed);
  }, 180_000);

  it('after a refused bank challenge, "Réessayer" goes back to the form as it was typed, and the retry gets the file', async () => {
    await context.clearCookies();
    const page = await context.newPage();
    const email = newEmail('challenge-refused');
    await preOrderSummary(page);
    await fillPaymentForm(page, email, CHALLENGE_CARD);
    await page.waitForURL(/\/paiement-securise\/verification/);
    await page.getByRole('button', { name: billing.payment.refuse }).click();
    await page.getByText(billing.payment.refused).waitFor();
    await page.getByRole('link', { name: billing.payment.retry }).click();
    await page.waitForURL(/\/paiement-securise\?pre_order=/);
    await expect.poll(() => page.locator('#field-address_line').inputValue()).toBe('12 rue de la Roquette');
    await expect(page.locator('#field-card_number').inputValue()).resolves.toBe('');
    const download = await downloadOf(page, () => fillPaymentCard(page, PAYING_CARD));
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await ordersOf(email)).toBe(1);
  }, 180_000);
});
