import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';

export interface BrowserSession {
  /** The file's browser, for contexts of a test's own (a phone, a fresh visitor). */
  readonly browser: Browser;
  /** A page of its own context (axe-core's Playwright builder needs one). */
  readonly page: Page;
  /** The test register, to pick what the pages must show. */
  readonly db: pg.Client;
}

/** One browser, one page and one database client for a test file, opened before its tests and closed after. */
export function useBrowserSession(): BrowserSession {
  const session = {} as { browser: Browser; page: Page; db: pg.Client };
  beforeAll(async () => {
    session.browser = await launchBrowser();
    session.page = await (await session.browser.newContext()).newPage();
    session.db = new pg.Client({ connectionString: inject('databaseUrl') });
    await session.db.connect();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.db?.end();
  });
  return session;
}

