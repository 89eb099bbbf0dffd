import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { companyPageTag, companyPath, SITE_REVALIDATION_PATH, SITE_REVALIDATION_SIGNATURE_HEADER } from '@registre/domain';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findFreePort } from '../../../scripts/stack/ports';
import { startWeb, type WebServer } from '../../../scripts/stack/start-web';
import { signRevalidation } from '../../api/src/modules/site-revalidation';
import { launchBrowser } from './browser';

/**
 * The company fetch's and the director personal data's time-outs behind their flags (SPECIFICATION
 * §9: 25 s and 5 s "when flagged", 10 s otherwise). The real values would make a test wait half a
 * minute: the site reads them from its environment (config/api-timeouts.ts), and these sites run
 * with the same proportions scaled down. Each site reads the real API through a stand-in that
 * answers the two flags as told and holds the chosen reads for a given time before passing them on.
 */
const apiUrl = inject('apiUrl');
const databaseUrl = inject('databaseUrl');

/** The sites' own secret: the test asks them to forget a cached page as the API's worker would (POST /revalidation). */
const SITE_SECRET = randomBytes(32).toString('hex');
const TIMEOUTS = { API_TIMEOUT_MS: '3000', COMPANY_FETCH_TIMEOUT_FLAGGED_MS: '9000', DIRECTOR_PERSONAL_FETCH_TIMEOUT_FLAGGED_MS: '600' };
const FLAGS = ['company-fetch-timeout-25s', 'director-fetch-timeout-5s'];

interface StandIn {
  url: string;
  /** Milliseconds to hold a read of this exact path before passing it on. */
  hold: Map<string, number>;
  close(): Promise<void>;
}

/** Copies the API's answer, without the encoding headers `fetch` has already undone. */
async function passOn(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'connection').map(([name, value]) => [name, String(value)]));
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const answer = await fetch(`${apiUrl}${request.url}`, { method: request.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined, redirect: 'manual' });
  const body = Buffer.from(await answer.arrayBuffer());
  const kept = [...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name));
  response.writeHead(answer.status, Object.fromEntries(kept));
  response.end(body);
}

async function startStandIn(flagsActive: boolean): Promise<StandIn> {
  const hold = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    const flag = FLAGS.find((name) => path === `/api/features/${name}`);
    if (flag) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ data: { name: flag, active: flagsActive } }));
      return;
    }
    const held = hold.get(path) ?? 0;
    const timer = setTimeout(() => {
      if (request.destroyed) return; // the site gave up waiting
      passOn(request, response).catch(() => response.destroy());
    }, held);
    request.once('close', () => {
      if (!response.writableEnded) clearTimeout(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface Site {
  standIn: StandIn;
  web: WebServer;
}

async function startSite(flagsActive: boolean): Promise<Site> {
  const standIn = await startStandIn(flagsActive);
  const web = await startWeb({ port: await findFreePort(), apiUrl: standIn.url, apiPublicUrl: apiUrl, siteSecret: SITE_SECRET, quiet: true, env: TIMEOUTS });
  return { standIn, web };
}

let browser: Browser;
let db: pg.Client;
let flagsOff: Site;
let flagsOn: Site;
/** Companies and directors, each read once by one site (a read that succeeds is cached by the site). */
let companies: Array<{ siren: string; name: string }>;
let directors: Array<{ id: number; slug: string }>;

beforeAll(async () => {
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  companies = (
    await db.query<{ siren: string; name: string }>(
      `SELECT siren, denomination AS name FROM companies WHERE diffusion_status = 'O' AND denomination IS NOT NULL ORDER BY siren DESC LIMIT 4`,
    )
  ).rows;
  directors = (
    await db.query<{ id: number; slug: string }>(
      `SELECT p.id::int AS id, p.slug FROM persons p WHERE p.diffusible AND p.slug IS NOT NULL AND p.birth_year IS NOT NULL
          AND EXISTS (SELECT 1 FROM mandates m WHERE m.person_id = p.id) ORDER BY p.id DESC LIMIT 4`,
    )
  ).rows;
  if (companies.length < 4 || directors.length < 4) throw new Error('the demo register has too few companies or directors');
  browser = await launchBrowser();
  [flagsOff, flagsOn] = await Promise.all([startSite(false), startSite(true)]);
});

afterAll(async () => {
  await browser?.close();
  for (const site of [flagsOff, flagsOn]) {
    await site?.web.stop();
    await site?.standIn.close();
  }
  await db?.end();
});

/**
 * Company and director pages are served from the site's page cache, kept on disk in the build every site of the
 * suite shares: a page an earlier test visited would answer without any read. The site forgets the page's tag first.
 */
async function forgetCachedPage(site: Site, tag: string): Promise<void> {
  const body = JSON.stringify({ tags: [tag] });
  const response = await fetch(`${site.web.url}${SITE_REVALIDATION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SITE_REVALIDATION_SIGNATURE_HEADER]: signRevalidation(SITE_SECRET, body, new Date()) },
    body,
  });
  expect(response.status).toBe(204);
}

/** Loads a page of `site` with the read of `apiPath` held `holdMs`; what the visitor gets: the page or its time-out state. */
async function visit(site: Site, pagePath: string, apiPath: string, holdMs: number, tag: string): Promise<'page' | 'timeout'> {
  await forgetCachedPage(site, tag);
  site.standIn.hold.set(apiPath, holdMs);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${site.web.url}${pagePath}`, { timeout: 45_000 });
    const shown = page.locator('[data-testid="error-page"], main h1').first();
    await shown.waitFor({ timeout: 45_000 });
    if ((await shown.getAttribute('data-testid')) !== 'error-page') return 'page';
    expect(await shown.getAttribute('data-error-kind')).toBe('timeout');
    return 'timeout';
  } finally {
    await context.close();
    site.standIn.hold.delete(apiPath);
  }
}

const companyPage = (index: number) => {
  const company = companies[index]!;
  return { page: companyPath(company.siren, company.name), api: `/api/companies/${company.siren}/page`, tag: companyPageTag(company.siren) };
};
const directorPage = (index: number) => {
  const director = directors[index]!;
  return { page: `/dirigeants/${director.id}/${director.slug}`, api: `/api/directors/${director.id}/personal`, tag: `director:${director.id}` };
};

describe('company fetch time-out (flag company-fetch-timeout-25s)', () => {
  it('flag off: the page within the default time-out, its time-out state past it', async () => {
    const quick = companyPage(0);
    await expect(visit(flagsOff, quick.page, quick.api, 0, quick.tag)).resolves.toBe('page');
    const slow = companyPage(1);
    await expect(visit(flagsOff, slow.page, slow.api, 5_000, slow.tag)).resolves.toBe('timeout');
  });

  it('flag on: the page that takes longer than the default time-out, its time-out state past the flagged one', async () => {
    const slow = companyPage(2);
    await expect(visit(flagsOn, slow.page, slow.api, 5_000, slow.tag)).resolves.toBe('page');
    const slower = companyPage(3);
    await expect(visit(flagsOn, slower.page, slower.api, 11_000, slower.tag)).resolves.toBe('timeout');
  });
});

describe('director personal data time-out (flag director-fetch-timeout-5s)', () => {
  it('flag off: personal data held longer than the flagged time-out still show within the default one', async () => {
    const held = directorPage(0);
    await expect(visit(flagsOff, held.page, held.api, 1_500, held.tag)).resolves.toBe('page');
  });

  it('flag on: the page when the data come in time, its time-out state past the shorter time-out', async () => {
    const quick = directorPage(1);
    await expect(visit(flagsOn, quick.page, quick.api, 0, quick.tag)).resolves.toBe('page');
    const held = directorPage(2);
    await expect(visit(flagsOn, held.page, held.api, 1_500, held.tag)).resolves.toBe('timeout');
  });
});
