import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { companyPath } from '@registre/domain';
import pg from 'pg';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findFreePort } from '../../../scripts/stack/ports';
import { repoRoot } from '../../../scripts/stack/repo-root';
import { startWeb } from '../../../scripts/stack/start-web';
import header from '../src/locales/fr/header.json';
import { launchBrowser } from './browser';

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const databaseUrl = inject('databaseUrl');
const DESKTOP = { width: 1280, height: 900 };
const FLAG = 'disable-navbar-payment';
/** The query parameter the error-reporting SDK authenticates its uploads with: a marker of its code in a script. */
const SDK_MARKER = 'sentry_key';

let browser: Browser;
let db: pg.Client;

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  return context.newPage();
}

/** `npm run features -- <command> <name>` on the test database. */
async function features(command: 'enable' | 'disable', name: string): Promise<void> {
  await promisify(execFile)('npm', ['run', '--silent', 'features', '--', command, name], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl } });
}

async function anyCompanyPath(): Promise<string> {
  const { rows } = await db.query<{ siren: string; name: string }>(
    `SELECT siren, denomination AS name FROM companies WHERE diffusion_status = 'O' AND denomination IS NOT NULL ORDER BY siren LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no company in the demo register');
  return companyPath(rows[0].siren, rows[0].name);
}

/** Every JavaScript file of the build that holds the error-reporting SDK's code. */
async function sdkChunks(): Promise<string[]> {
  const root = join(repoRoot, 'apps/web/.next/static');
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.js'));
  const found: string[] = [];
  for (const file of files) {
    if ((await readFile(join(root, file), 'utf8')).includes(SDK_MARKER)) found.push(`/_next/static/${file}`);
  }
  return found;
}

/**
 * Loads a page until its client code has run (the header's trial line has read the API, so the
 * runtime configuration was read and every island's first calls were made), with the requests it
 * made, the paths of its scripts and its console errors.
 */
async function load(page: Page, url: string) {
  const requests: Request[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 404 (Not Found)')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    // Prefetches of footer links to pages other issues have not built yet answer 404 (their console line is dropped below).
    const missingPagePrefetch = response.status() === 404 && new URL(response.url()).searchParams.has('_rsc');
    if (response.status() >= 400 && !missingPagePrefetch) errors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(url);
  await page.waitForSelector('[data-testid="trial-disclaimer"][data-fallback="false"]');
  await page.waitForTimeout(1000); // Margin for a late script request: absence is what is checked.
  const scripts = requests.filter((request) => request.resourceType() === 'script').map((request) => new URL(request.url()).pathname);
  return { requests, scripts, errors };
}

describe('guests and the profile call', () => {
  it('makes no /api/me request and logs no console error on a guest page load', async () => {
    const page = await newPage();
    for (const path of ['/', await anyCompanyPath(), '/resultats?q=boulangerie']) {
      const { requests, errors } = await load(page, `${webUrl}${path}`);
      expect(requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/me')).map((request) => request.url()), path).toEqual([]);
      expect(errors, path).toEqual([]);
      page.removeAllListeners('request');
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('response');
    }
    // With a session cookie the footer asks the API who is there (a guest session: still /login).
    await page.context().addCookies([{ name: 'XSRF-TOKEN', value: 'guest-session', url: apiUrl }]);
    const profileCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/me');
    await page.goto(`${webUrl}/`);
    await profileCall;
    expect(await page.getByTestId('footer-account-link').getAttribute('href')).toBe('/login');
    await page.context().close();
  });
});

describe('feature flag new-disclaimer', () => {
  it('words the discovery-access line anew while the flag is on, and as before once it is off', async () => {
    const NEW = 'new-disclaimer';
    const page = await newPage();
    const line = page.getByTestId('trial-disclaimer');
    await page.goto(`${webUrl}/`);
    await page.waitForSelector('[data-testid="trial-disclaimer"][data-fallback="false"]');
    await expect(line.locator('strong').textContent()).resolves.toBe(header.trial.title);
    try {
      await features('enable', NEW);
      const flagAnswer = page.waitForResponse((response) => response.url().endsWith(`/api/features/${NEW}`));
      await page.reload();
      await flagAnswer;
      await page.waitForSelector('[data-testid="trial-disclaimer"][data-wording="new"]');
      await expect(line.locator('strong').textContent()).resolves.toBe(header.trialNew.title);
      await expect(line.textContent()).resolves.toMatch(/, puis .* par mois, résiliable à tout moment$/);
    } finally {
      await features('disable', NEW);
    }
    await page.reload();
    await page.waitForSelector('[data-testid="trial-disclaimer"][data-fallback="false"][data-wording="default"]');
    await expect(line.textContent()).resolves.toMatch(/sans engagement$/);
    await page.context().close();
  });
});

describe('feature flag disable-navbar-payment', () => {
  it('takes the trial line out of the header once the API says the flag is on, and puts it back when off', async () => {
    const page = await newPage();
    await page.goto(`${webUrl}/`);
    await page.waitForSelector('[data-testid="trial-disclaimer"][data-fallback="false"]');
    try {
      await features('enable', FLAG);
      await expect((await fetch(`${apiUrl}/api/features/${FLAG}`)).json()).resolves.toEqual({ data: { name: FLAG, active: true } });
      // Flags start inactive: the server-rendered header still carries the line.
      expect(await (await fetch(`${webUrl}/`)).text()).toContain('data-testid="trial-disclaimer"');
      const flagAnswer = page.waitForResponse((response) => response.url().endsWith(`/api/features/${FLAG}`));
      await page.reload();
      await flagAnswer;
      await expect.poll(() => page.getByTestId('trial-disclaimer').count()).toBe(0);
      await expect(page.locator('header nav').count()).resolves.toBeGreaterThan(0);
      await expect(page.getByTestId('header-counters').count()).resolves.toBe(1);
    } finally {
      await features('disable', FLAG);
    }
    await page.reload();
    await page.waitForSelector('[data-testid="trial-disclaimer"][data-fallback="false"]');
    await page.context().close();
  });

  it('on the payment page, shows the navigation as a skeleton while the flag loads, and no navigation nor logo link when it is on', async () => {
    const page = await newPage();
    const flagRead = async (path: string) => {
      await page.goto(`${webUrl}${path}`);
      await page.waitForSelector('[data-testid="header-slot"][data-flag-loading="false"]');
    };
    const brandTag = () => page.getByTestId('header-brand').evaluate((node) => node.tagName);
    // While the flag loads (its answer held back here): the skeleton, no menus, the logo as text, no trial line.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/features/${FLAG}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${webUrl}/payment`);
    await page.getByTestId('header-navigation-skeleton').waitFor();
    await expect(page.locator('header nav').count()).resolves.toBe(0);
    await expect(brandTag()).resolves.toBe('SPAN');
    await expect(page.getByTestId('trial-disclaimer').count()).resolves.toBe(0);
    release();
    await page.waitForSelector('[data-testid="header-slot"][data-flag-loading="false"]');
    await page.unroute(`**/api/features/${FLAG}`);
    // Flag off: the whole header once it has answered.
    await flagRead('/payment');
    await expect(page.locator('header nav').count()).resolves.toBeGreaterThan(0);
    await expect(brandTag()).resolves.toBe('A');
    await expect(page.getByTestId('header-navigation-skeleton').count()).resolves.toBe(0);
    try {
      await features('enable', FLAG);
      await flagRead('/payment');
      await expect(page.locator('header nav').count()).resolves.toBe(0);
      await expect(page.getByTestId('header-navigation-skeleton').count()).resolves.toBe(0);
      await expect(brandTag()).resolves.toBe('SPAN');
      await expect(page.getByTestId('trial-disclaimer').count()).resolves.toBe(0);
      // Elsewhere the flag only takes the trial line out.
      await flagRead('/');
      await expect(page.locator('header nav').count()).resolves.toBeGreaterThan(0);
      await expect(brandTag()).resolves.toBe('A');
      await expect(page.getByTestId('trial-disclaimer').count()).resolves.toBe(0);
    } finally {
      await features('disable', FLAG);
    }
    await page.context().close();
  });
});

describe('header per page', () => {
  it('is fixed on results pages and scrolls away elsewhere', async () => {
    const page = await newPage();
    await page.goto(`${webUrl}/resultats?q=boulangerie`);
    const slot = page.getByTestId('header-slot');
    await expect(slot.getAttribute('data-fixed')).resolves.toBe('true');
    await expect(slot.evaluate((node) => getComputedStyle(node).position)).resolves.toBe('sticky');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.locator('header').evaluate((node) => Math.round(node.getBoundingClientRect().top))).toBe(0);

    await page.goto(`${webUrl}/rechercher`);
    await expect(slot.getAttribute('data-fixed')).resolves.toBe('false');
    await expect(slot.evaluate((node) => getComputedStyle(node).position)).resolves.toBe('static');
    await page.context().close();
  });
});

describe('error reporting', () => {
  it('loads nothing without a DSN: no reporting script on the home page nor on a company page', async () => {
    const chunks = await sdkChunks();
    // The client is in the build, in chunks of its own that pages do not name.
    expect(chunks.length).toBeGreaterThan(0);
    await expect((await fetch(`${webUrl}/runtime-config`)).json()).resolves.toMatchObject({ error_reporting: null });
    const page = await newPage();
    for (const path of ['/', await anyCompanyPath()]) {
      const { scripts } = await load(page, `${webUrl}${path}`);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(scripts.filter((script) => chunks.includes(script)), path).toEqual([]);
      page.removeAllListeners('request');
    }
    await page.context().close();
  });

  it('with a DSN, loads the client after the page and reports an uncaught error to it', async () => {
    const envelopes: string[] = [];
    const ingest: Server = createServer((request, response) => {
      const parts: Buffer[] = [];
      request.on('data', (part: Buffer) => parts.push(part));
      request.on('end', () => {
        if (request.method === 'POST') envelopes.push(Buffer.concat(parts).toString('latin1'));
        response.writeHead(200, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'content-type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
    const ingestPort = (ingest.address() as AddressInfo).port;
    const web = await startWeb({
      port: await findFreePort(),
      apiUrl,
      quiet: true,
      env: { SENTRY_DSN: `http://e2epublickey@127.0.0.1:${ingestPort}/7`, SENTRY_ENVIRONMENT: 'e2e' },
    });
    try {
      await expect((await fetch(`${web.url}/runtime-config`)).json()).resolves.toMatchObject({
        error_reporting: { dsn: `http://e2epublickey@127.0.0.1:${ingestPort}/7`, environment: 'e2e' },
      });
      const chunks = await sdkChunks();
      const page = await newPage();
      const sdkLoaded = page.waitForResponse((response) => chunks.includes(new URL(response.url()).pathname));
      await page.goto(`${web.url}/`);
      await sdkLoaded;
      const html = await (await fetch(`${web.url}/`)).text();
      expect(chunks.filter((chunk) => html.includes(chunk))).toEqual([]);
      await expect.poll(() => page.evaluate(() => '__SENTRY__' in window), { timeout: 15_000 }).toBe(true);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('e2e reporting check');
        }, 0);
      });
      await expect.poll(() => envelopes.find((envelope) => envelope.includes('e2e reporting check')), { timeout: 15_000 }).toBeTruthy();
      const event = envelopes.find((envelope) => envelope.includes('e2e reporting check')) ?? '';
      expect(event).toContain('"environment":"e2e"');
      await page.context().close();
    } finally {
      await web.stop();
      await new Promise((resolve) => ingest.close(resolve));
    }
  });
});
