import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestStack, type TestStack } from '../../../scripts/stack/start-test-stack';
import consent from '../src/locales/fr/consent.json';
import errorPage from '../src/locales/fr/error-page.json';
import { chromiumPath, launchBrowser } from './browser';

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
let browser: Browser;
let db: pg.Client;
let companyPath: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const { rows } = await db.query<{ siren: string }>(`SELECT siren FROM companies WHERE diffusion_status = 'O' AND denomination IS NOT NULL ORDER BY siren LIMIT 1`);
  if (!rows[0]) throw new Error('no company in the demo register');
  companyPath = `/entreprises/${rows[0].siren}/fiche`;
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('security headers', () => {
  it.each(['/', '/resultats?q=boulangerie', '/login', 'company'])('sends the CSP and the other headers on %s, and the page logs no CSP violation', async (target) => {
    const path = target === 'company' ? companyPath : target;
    const response = await fetch(`${webUrl}${path}`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    const page = await freshPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(`${webUrl}${path}`, { waitUntil: 'networkidle' });
    // The consent banner's choice loads the tag manager's bootstrap and the API calls of the header.
    await page.getByRole('button', { name: consent.bannerReject }).click();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it('reaches a Lighthouse best-practices score of 100 on the home page', async () => {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    try {
      const answer = await lighthouse(`${webUrl}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['best-practices'] });
      const failed = Object.values(answer?.lhr.audits ?? {})
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      expect({ score: answer?.lhr.categories['best-practices']?.score, failed }).toEqual({ score: 1, failed: [] });
    } finally {
      chrome.kill();
    }
  }, 120_000);
});

describe('honest defaults', () => {
  it('offers "Tout refuser" on the banner’s first layer, as visible as accepting, and refusing hides the banner', async () => {
    const page = await freshPage();
    await page.goto(`${webUrl}/`);
    const banner = page.getByRole('region', { name: consent.bannerLabel });
    const reject = banner.getByRole('button', { name: consent.bannerReject });
    const accept = banner.getByRole('button', { name: consent.bannerAccept });
    await reject.waitFor();
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(rejectBox?.height).toBe(acceptBox?.height);
    expect(await reject.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(await accept.evaluate((node) => getComputedStyle(node).backgroundColor));
    await reject.click();
    await expect.poll(() => banner.count()).toBe(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'consentManager');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({ essentials: true, statistics: false, marketing: false });
  });

  it('shows no rating by default, and the trial line with what follows it in the server’s HTML', async () => {
    const html = await (await fetch(`${webUrl}/`)).text();
    expect(html).not.toContain('data-testid="header-reviews"');
    expect(html).not.toContain('avis clients');
    const line = /data-testid="trial-disclaimer"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(plain(line.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''))).toMatch(/2,99\s€ pour 7 jours, puis 39,90\s€ par mois, sans engagement/);
  });

  it('keeps search pages with no result or text that is not a company name out of the index', async () => {
    const robots = async (q: string) => {
      const page = await freshPage();
      await page.goto(`${webUrl}/resultats?q=${encodeURIComponent(q)}`);
      return page.locator('meta[name="robots"]').getAttribute('content');
    };
    expect(await robots('zzqxw vvkjq')).toMatch(/noindex/);
    expect(await robots('achetez nos services ici')).toMatch(/noindex/);
    // A name the search finds first: the name of the first company the API answers for a common word.
    const found = (await (await fetch(`${apiUrl}/api/search/companies?q=boulangerie`)).json()) as { data: Array<{ name: string }> };
    const name = found.data[0]?.name ?? '';
    expect(name).not.toBe('');
    expect(await robots(name.toLowerCase())).toMatch(/^index/);
  });
});

describe('French error pages when the API refuses or fails', () => {
  let stack: TestStack;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'registre-e2e-trust-'));
    stack = await startTestStack(inject('databaseUrl'), dataDir, { SEARCH_RATE_LIMIT_PER_MINUTE: '2' });
  }, 120_000);
  afterAll(async () => {
    await stack?.web.stop();
    await stack?.api.stop().catch(() => undefined); // stopped already by the outage test
    await rm(dataDir, { recursive: true, force: true });
  });

  const load = (path: string, visitor: string) => fetch(`${stack.web.url}${path}`, { headers: { 'x-forwarded-for': visitor } });

  it('limits each visitor by its own address, then answers the French 429 page with Retry-After', async () => {
    const visitor = '198.51.100.61';
    expect((await load('/resultats?q=boulangerie', visitor)).status).toBe(200);
    expect((await load('/resultats?q=canal', visitor)).status).toBe(200);
    // Another visitor is not affected by the first one's searches.
    expect((await load('/resultats?q=boulangerie', '198.51.100.62')).status).toBe(200);
    // The render that meets the API's 429 asks for the same page again, which the proxy answers with the 429 page.
    const refused = await fetch(`${stack.web.url}/resultats?q=atelier`, { headers: { 'x-forwarded-for': visitor }, redirect: 'manual' });
    expect(refused.status).toBe(307);
    const again = new URL(refused.headers.get('location') ?? '', stack.web.url);
    expect(again.pathname + again.search).toBe('/resultats?q=atelier');
    const page = await load('/resultats?q=atelier', visitor);
    expect(page.status).toBe(429);
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(plain(await page.text())).toMatch(/Réessayez dans \d+ secondes?\./);
  });

  it('shows the 429 page in the browser too, with its status', async () => {
    const browserPage = await freshPage();
    await browserPage.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.63' });
    for (const q of ['boulangerie', 'canal']) await browserPage.goto(`${stack.web.url}/resultats?q=${q}`);
    const answer = await browserPage.goto(`${stack.web.url}/resultats?q=atelier`);
    await browserPage.getByTestId('error-page').waitFor();
    await expect.poll(async () => (await browserPage.getByRole('heading', { level: 1 }).textContent()) ?? '').toBe(errorPage.rateLimited.title);
    expect(answer?.status()).toBe(429);
  });

  it('answers the French 503 page with Retry-After when the API is down', async () => {
    await stack.api.stop();
    const visitor = '198.51.100.64';
    const page = await load('/resultats?q=boulangerie', visitor);
    // The first visit after the outage began gets it too (its render asks for the page again, or the proxy already knew).
    expect(page.status).toBe(503);
    // Only the proxy names the page to ask again: a visitor's own header is dropped, so a page that is not live shows its error page.
    const forged = await fetch(`${stack.web.url}/verification/7K3M-Q9TX-2HVB`, {
      headers: { 'x-forwarded-for': visitor, 'x-registre-live-page': '//evil.example/' },
      redirect: 'manual',
    });
    expect(forged.headers.get('location')).toBeNull();
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await page.text()).toContain(errorPage.unavailable.description);
  });
});
