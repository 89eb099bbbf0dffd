import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import account from '../src/locales/fr/account.json';
import auth from '../src/locales/fr/auth.json';
import errors from '../src/locales/fr/errors.json';
import { launchBrowser } from './browser';
import { PHONE } from './phone-layout';
import { seriousViolations } from './serious-violations';
import { waitForMailedLink } from './mailbox';

const webUrl = inject('webUrl');
const mailDir = inject('mailDir');

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Mail files already used, so each step reads the mail it caused. */
const seenMails = new Set<string>();

const email = `marie.curie.${Date.now()}@example.fr`;
const firstPassword = 'radium-polonium-1898';
const newPassword = 'nobel-chimie-1911';

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** The French text of a message key the API answers (`errors:auth.failed`). */
function errorText(key: string): string {
  const path = key.replace(/^errors:/, '').split('.');
  let node: unknown = errors;
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no French text for ${key} in errors.json`);
  return node;
}

async function fill(target: Page, values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) await target.locator(`#${id}`).fill(value);
}

async function submit(target: Page, label: string) {
  await target.getByRole('button', { name: label, exact: true }).click();
}

async function expectNoIndex(target: Page) {
  expect(await target.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
}

/** Pierre Curie fills the registration form with `address` and sends it. */
async function registerPierre(target: Page, address: string) {
  await target.goto(`${webUrl}/register`);
  await fill(target, {
    'field-first_name': 'Pierre',
    'field-last_name': 'Curie',
    'field-email': address,
    'field-password': 'piezo-electricite-1880',
    'field-password_confirmation': 'piezo-electricite-1880',
  });
  await target.locator('input[name="terms_accepted"]').check();
  await submit(target, auth.register.submit);
}

async function signIn(target: Page, password: string) {
  await fill(target, { 'field-email': email, 'field-password': password });
  await submit(target, auth.login.submit);
}

describe('accounts', () => {
  it('registers: French field errors from the form rules, then the request is acknowledged and the password signs in', async () => {
    const response = await page.goto(`${webUrl}/register`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await expectNoIndex(page);
    await expect(page.locator('h1').textContent()).resolves.toBe(auth.register.title);
    expect(await seriousViolations(page)).toEqual([]);

    await submit(page, auth.register.submit);
    await expect.poll(() => page.locator('#field-email').getAttribute('aria-invalid')).toBe('true');
    await expect(page.locator('#field-email-helper-text').textContent()).resolves.toBe(errorText('errors:validation.required'));
    await expect(page.locator('#field-terms_accepted-error').textContent()).resolves.toBe(errorText('errors:validation.terms.required'));
    expect(await seriousViolations(page)).toEqual([]);

    await fill(page, {
      'field-first_name': 'Marie',
      'field-last_name': 'Curie',
      'field-email': email,
      'field-password': firstPassword,
      'field-password_confirmation': firstPassword,
    });
    await page.locator('input[name="terms_accepted"]').check();
    await submit(page, auth.register.submit);
    // Nobody is signed in by registering: the page says what to do next, whoever owned the address.
    await expect(page.getByTestId('registration-sent').textContent()).resolves.toContain(errorText('errors:auth.registration-mail-sent'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('registration-sent').getByRole('link', { name: auth.register.loginLink }).click();
    await page.waitForURL(`${webUrl}/login?redirect=%2Fmon-compte`);
    await signIn(page, firstPassword);
    await page.waitForURL(`${webUrl}/mon-compte`);
    await expect(page.getByText(account.greeting.replace('{{name}}', 'Marie Curie')).waitFor()).resolves.toBeUndefined();
    expect(await page.locator('main').textContent()).toContain(email);
    await expectNoIndex(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows /verify-email to an unverified user, then verifies through the mailed link', async () => {
    await page.goto(`${webUrl}/verify-email`);
    await expect(page.getByRole('button', { name: auth.verifyEmail.resend }).waitFor()).resolves.toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);

    const link = await waitForMailedLink({ mailDir, to: email, linkPrefix: `${webUrl}/verify-email?`, seen: seenMails });
    await page.goto(link);
    // Verified, the user is sent on to the account page.
    await page.waitForURL(`${webUrl}/mon-compte`);
    await expect(page.getByText(account.verification.done).waitFor()).resolves.toBeUndefined();

    await page.goto(`${webUrl}/verify-email`);
    await page.waitForURL(`${webUrl}/mon-compte`);
  });

  it('sends a signed-in user away from the guest-only pages', async () => {
    await page.goto(`${webUrl}/login`);
    await page.waitForURL(`${webUrl}/mon-compte`);
    await page.goto(`${webUrl}/register`);
    await page.waitForURL(`${webUrl}/mon-compte`);
  });

  it('logs out: the session ends server-side and the account page sends the guest home', async () => {
    await page.goto(`${webUrl}/mon-compte`);
    await page.getByRole('button', { name: account.logout }).click();
    await page.waitForURL(`${webUrl}/`);
    await page.goto(`${webUrl}/mon-compte`);
    await page.waitForURL(`${webUrl}/`);
  });

  it('answers a taken e-mail as a new one, and mails its owner instead', async () => {
    await registerPierre(page, email);
    await expect(page.getByTestId('registration-sent').textContent()).resolves.toContain(errorText('errors:auth.registration-mail-sent'));
    const link = await waitForMailedLink({ mailDir, to: email, linkPrefix: `${webUrl}/login`, seen: seenMails });
    expect(link).toBe(`${webUrl}/login`);
  });

  it('verifies a new address from the mailed link in a browser that is not signed in, then signs in', async () => {
    const guest = await browser.newContext();
    try {
      const tab = await guest.newPage();
      const newcomer = `pierre.curie.${Date.now()}@example.fr`;
      await registerPierre(tab, newcomer);
      await tab.getByTestId('registration-sent').waitFor();
      await tab.goto(await waitForMailedLink({ mailDir, to: newcomer, linkPrefix: `${webUrl}/verify-email?`, seen: seenMails }));
      await tab.getByText(auth.verifyEmail.verified).waitFor();
      await tab.getByRole('link', { name: auth.verifyEmail.loginLink }).click();
      await fill(tab, { 'field-email': newcomer, 'field-password': 'piezo-electricite-1880' });
      await submit(tab, auth.login.submit);
      await tab.waitForURL(`${webUrl}/mon-compte`);
      expect(await tab.locator('main').textContent()).toContain(newcomer);
    } finally {
      await guest.close();
    }
  });

  it('opened in another browser than the registrant’s, the verification link says the account was secured and leads the owner to set a password', async () => {
    const registrant = await browser.newContext();
    const owner = await browser.newContext();
    try {
      const victim = `irene.curie.${Date.now()}@example.fr`;
      const registrantTab = await registrant.newPage();
      await registerPierre(registrantTab, victim);
      await registrantTab.getByTestId('registration-sent').waitFor();

      const tab = await owner.newPage();
      await tab.goto(await waitForMailedLink({ mailDir, to: victim, linkPrefix: `${webUrl}/verify-email?`, seen: seenMails }));
      const notice = tab.getByTestId('address-proved-elsewhere');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(errorText('errors:auth.address-proved-elsewhere'));
      expect(await seriousViolations(tab)).toEqual([]);
      await tab.getByRole('link', { name: auth.verifyEmail.setPassword }).click();
      await expect.poll(() => tab.locator('#field-email').inputValue()).toBe(victim);
      await fill(tab, { 'field-password': 'mes-propres-mots-1934', 'field-password_confirmation': 'mes-propres-mots-1934' });
      await submit(tab, auth.resetPassword.submit);
      await tab.waitForURL(`${webUrl}/login?reset=1`);
      await fill(tab, { 'field-email': victim, 'field-password': 'piezo-electricite-1880' });
      await submit(tab, auth.login.submit);
      await expect(tab.getByRole('alert').filter({ hasText: errorText('errors:auth.failed') }).waitFor()).resolves.toBeUndefined();
      await fill(tab, { 'field-email': victim, 'field-password': 'mes-propres-mots-1934' });
      await submit(tab, auth.login.submit);
      await tab.waitForURL(`${webUrl}/`);
    } finally {
      await registrant.close();
      await owner.close();
    }
  });

  it('logs in: one message above the form for wrong credentials, then the requested page', async () => {
    await page.goto(`${webUrl}/login?redirect=${encodeURIComponent('/mon-compte')}`);
    await expectNoIndex(page);
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: errorText('errors:auth.failed') }).waitFor()).resolves.toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, firstPassword);
    await page.waitForURL(`${webUrl}/mon-compte`);
  });

  it('never follows a ?redirect= to another site', async () => {
    await page.getByRole('button', { name: account.logout }).click();
    await page.waitForURL(`${webUrl}/`);
    await page.goto(`${webUrl}/login?redirect=${encodeURIComponent('//evil.example/')}`);
    await signIn(page, firstPassword);
    await page.waitForURL(`${webUrl}/`);
  });

  it('updates the profile names', async () => {
    await page.goto(`${webUrl}/mon-compte`);
    const firstName = page.locator('#field-first_name');
    await firstName.waitFor();
    await firstName.fill('Maria');
    await submit(page, account.profile.submit);
    await expect(page.getByText(account.profile.saved).waitFor()).resolves.toBeUndefined();
    await page.reload();
    await expect(page.getByText(account.greeting.replace('{{name}}', 'Maria Curie')).waitFor()).resolves.toBeUndefined();
    await expect(page.locator('#field-first_name').inputValue()).resolves.toBe('Maria');
  });

  it('resets the password through the mailed link, then signs in with the new one only', async () => {
    await page.getByRole('button', { name: account.logout }).click();
    await page.waitForURL(`${webUrl}/`);

    await page.goto(`${webUrl}/forgot-password`);
    await expectNoIndex(page);
    expect(await seriousViolations(page)).toEqual([]);
    await fill(page, { 'field-email': email });
    await submit(page, auth.forgotPassword.submit);
    await expect(page.getByText(errorText('errors:auth.reset-link-sent')).waitFor()).resolves.toBeUndefined();

    const link = await waitForMailedLink({ mailDir, to: email, linkPrefix: `${webUrl}/password-reset/`, seen: seenMails });
    await page.goto(link);
    await expect.poll(() => page.locator('#field-email').inputValue()).toBe(email);
    expect(await seriousViolations(page)).toEqual([]);
    await fill(page, { 'field-password': newPassword, 'field-password_confirmation': newPassword });
    await submit(page, auth.resetPassword.submit);
    await page.waitForURL(`${webUrl}/login?reset=1`);
    await expect(page.getByText(auth.login.passwordReset).waitFor()).resolves.toBeUndefined();

    await signIn(page, firstPassword);
    await expect(page.getByRole('alert').filter({ hasText: errorText('errors:auth.failed') }).waitFor()).resolves.toBeUndefined();
    await signIn(page, newPassword);
    await page.waitForURL(`${webUrl}/`);
    await page.goto(`${webUrl}/mon-compte`);
    await expect(page.getByText(account.greeting.replace('{{name}}', 'Maria Curie')).waitFor()).resolves.toBeUndefined();
  });

  it('signs in with a mailed magic link, which leaves the address bar and works once', async () => {
    await page.getByRole('button', { name: account.logout }).click();
    await page.waitForURL(`${webUrl}/`);

    await page.goto(`${webUrl}/login`);
    await fill(page, { 'magic-link-email': email });
    await submit(page, auth.login.magicLink.submit);
    await expect(page.getByText(errorText('errors:auth.magic-link-sent')).waitFor()).resolves.toBeUndefined();

    const link = await waitForMailedLink({ mailDir, to: email, linkPrefix: `${webUrl}/?magicToken=`, seen: seenMails });
    await page.goto(link);
    await page.waitForURL(`${webUrl}/`);
    expect(page.url()).not.toContain('magicToken');
    await page.goto(`${webUrl}/mon-compte`);
    await expect(page.getByText(account.greeting.replace('{{name}}', 'Maria Curie')).waitFor()).resolves.toBeUndefined();

    // Spent: the same link, opened by a guest, signs nobody in.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(link);
    await expect(guestPage.getByText(auth.login.magicToken.failed).waitFor()).resolves.toBeUndefined();
    expect(guestPage.url()).not.toContain('magicToken');
    await guest.close();
  });

  it('downloads the personal data, then deletes the account once the password confirms it', async () => {
    await page.goto(`${webUrl}/mon-compte`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: account.export.download }).click()]);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { user: { email: string; first_name: string } };
    expect(exported.user).toMatchObject({ email, first_name: 'Maria' });

    await page.getByRole('button', { name: account.delete.open }).click();
    const dialog = page.getByRole('dialog', { name: account.delete.dialogTitle });
    await dialog.waitFor();
    // axe measures contrast mid-fade otherwise: wait until the dialog and its ancestors are opaque.
    await expect
      .poll(() =>
        dialog.evaluate((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).opacity !== '1') return false;
          return true;
        }),
      )
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await dialog.locator('#delete-account-consequences').textContent()).toBe(account.delete.consequences);
    await dialog.locator('#delete-account-password').fill('not-the-password');
    await dialog.getByRole('button', { name: account.delete.confirm }).click();
    await expect.poll(() => dialog.locator('#delete-account-password-helper-text').textContent()).toBe(errorText('errors:validation.current-password.wrong'));

    await dialog.locator('#delete-account-password').fill(newPassword);
    await dialog.getByRole('button', { name: account.delete.confirm }).click();
    await page.waitForURL(`${webUrl}/`);
    await page.goto(`${webUrl}/login`);
    await signIn(page, newPassword);
    await expect(page.getByRole('alert').filter({ hasText: errorText('errors:auth.failed') }).waitFor()).resolves.toBeUndefined();
  });

  it('sets paired fields one under the other on a phone, as far apart as the other fields (registration, payment)', async () => {
    const phone = await browser.newContext({ viewport: PHONE });
    try {
      const tab = await phone.newPage();
      /** The gaps between the fields named, in this order down the page: all alike, the fields in one column. */
      const gaps = async (path: string, names: string[]) => {
        await tab.goto(`${webUrl}${path}`);
        const boxes = await Promise.all(names.map(async (name) => (await tab.locator(`#field-${name}`).boundingBox())!));
        expect(new Set(boxes.map((box) => box.x)).size, path).toBe(1);
        return boxes.slice(1).map((box, i) => Math.round(box.y - (boxes[i]!.y + boxes[i]!.height)));
      };
      const registration = await gaps('/register', ['first_name', 'last_name', 'email']);
      expect(Math.max(...registration) - Math.min(...registration)).toBeLessThanOrEqual(1);
      // A pair (names), a field alone (street), two pairs (postcode and city, country and phone).
      const payment = await gaps('/paiement-securise', ['firstname', 'lastname', 'address_line', 'postcode', 'city', 'country', 'phone']);
      expect(Math.max(...payment) - Math.min(...payment)).toBeLessThanOrEqual(1);
      expect(payment[0]).toBe(registration[0]);
    } finally {
      await phone.close();
    }
  });
});
