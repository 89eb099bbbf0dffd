import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestStack, type TestStack } from '../../../scripts/stack/start-test-stack';
import legal from '../src/locales/fr/legal.json';
import { launchBrowser } from './browser';

/**
 * The terms, privacy policy and legal notice show what the API's configuration says: the consumer
 * mediator (never one that is not configured), the publisher's and host's phones, the payment and
 * mail processors, and what the site does with directors' data.
 */
const webUrl = inject('webUrl');
const SCREENSHOTS = process.env.LEGAL_SCREENSHOTS_DIR;
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** A locale text up to its first placeholder: what a page shows whatever the values. */
const lead = (text: string) => plain(text.split('{{')[0] ?? '');

const CONFIGURED = {
  PUBLISHER_PHONE: '+33 1 23 45 67 89',
  HOST_PHONE: '01 98 76 54 32',
  MEDIATOR_NAME: 'Médiateur de test des services en ligne',
  MEDIATOR_WEBSITE: 'https://mediateur.example.fr',
  MAIL_OPERATOR_NAME: 'Messagerie Exemple SAS',
};

let browser: Browser;
let stack: TestStack;
let dataDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-e2e-legal-'));
  stack = await startTestStack(inject('databaseUrl'), dataDir, CONFIGURED);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function article(base: string, path: string, width = 1280): Promise<{ page: Page; text: string }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  expect((await page.goto(`${base}${path}`))?.status()).toBe(200);
  const text = plain(await page.locator('article').textContent());
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${path.slice(1)}-${base === webUrl ? 'bare' : 'configured'}-${width}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await context.close();
  return { page, text };
}

describe('legal pages without a mediator, phones or mail operator configured', () => {
  it('the terms say no mediator is designated yet and how to complain to us, and name none', async () => {
    const { text } = await article(webUrl, '/conditions-generales', 390);
    expect(text).toContain(lead(legal.terms.mediator.none));
    expect(text).toContain('contact@registre-clair.fr');
    expect(text).not.toContain(lead(legal.terms.mediator.designated));
    expect(text).not.toContain(CONFIGURED.MEDIATOR_NAME);
  });

  it('the legal notice prints no phone line; the privacy policy names the sandbox and no mail operator', async () => {
    expect((await article(webUrl, '/mentions-legales')).text).not.toContain('Téléphone');
    const { text } = await article(webUrl, '/politiques-de-confidentialite', 390);
    expect(text).toContain(plain(legal.privacy.processors.sandbox));
    expect(text).toContain(`; ${legal.privacy.processors.mailUnnamed}.`);
  });
});

describe('legal pages with the mediator, phones and mail operator configured', () => {
  it('the terms name the configured mediator and how to reach it', async () => {
    const { text } = await article(stack.web.url, '/conditions-generales', 390);
    expect(text).toContain(`${CONFIGURED.MEDIATOR_NAME} (${CONFIGURED.MEDIATOR_WEBSITE})`);
    expect(text).toContain(lead(legal.terms.mediator.designated));
    expect(text).not.toContain(lead(legal.terms.mediator.none));
  });

  it('the legal notice prints the publisher’s and the host’s phones', async () => {
    const { text } = await article(stack.web.url, '/mentions-legales');
    expect(text).toContain(`Téléphone : ${CONFIGURED.PUBLISHER_PHONE}.`);
    expect(text).toContain(`Téléphone : ${CONFIGURED.HOST_PHONE}.`);
  });

  it('the privacy policy names the mail operator and says what is published about directors and how to object', async () => {
    const { text } = await article(stack.web.url, '/politiques-de-confidentialite');
    expect(text).toContain(`envoi des e-mails : ${CONFIGURED.MAIL_OPERATOR_NAME}`);
    const directors = legal.privacy.sections.find((section) => section.heading.startsWith('Données des dirigeants'));
    expect(directors).toBeDefined();
    expect(text).toContain(directors?.heading);
    for (const words of ['Registre national des entreprises (RNE)', 'répertoire Sirene', 'intérêt légitime', 'mois et année', 'non-diffusion', 'Droit d’opposition', 'contact@registre-clair.fr']) {
      expect(text).toContain(words);
    }
  });
});
