import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createPool } from '@registre/db';
import { companyPath } from '@registre/domain';
import { importRne } from '@registre/open-data';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import { jsonLines } from '../../../test/helpers/import-open-data-files';
import { loadConfig } from '../../api/src/config/load-config';
import { createPlatform, createTestClock, type Platform } from '../../api/src/platform';
import { findModuleJob, startModules } from '../../api/src/modules/module-list';
import { followingDigestQueue } from '../../api/src/modules/following';
import account from '../src/locales/fr/account.json';
import auth from '../src/locales/fr/auth.json';
import company from '../src/locales/fr/company.json';
import { useBrowserSession } from './browser-session';
import { waitForMail, waitForMailedLink } from './mailbox';
import { horizontalOverflow, PHONE } from './phone-layout';
import { seriousViolations } from './serious-violations';

/**
 * Following in the browser (issue 23): a signed-in user follows a company from its page into a new
 * list; a real RNE import of a changed file records the change; the digest job mails it with a link;
 * the company page shows it in "Historique des modifications".
 */
const session = useBrowserSession();
const webUrl = inject('webUrl');
const mailDir = inject('mailDir');

/** A peer of the fill-every-section company: a page of its own, no RNE record, nothing else asserts its capital. */
const SIREN = EVERY_SECTION.peers[10] ?? '';
const NAME = 'ATELIER VOISIN 11';
const email = `suivi.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;
const password = 'girouette-du-clocher-7';
const LIST_NAME = `Fournisseurs ${Date.now()}`;

/** The company's RNE record, with its share capital in euros (no directors: it has none). */
const rneRecord = (capital: number) => ({
  updatedAt: capital === 10_000 ? '2025-06-01T04:00:00+02:00' : '2026-01-15T04:00:00+01:00',
  siren: SIREN,
  formality: {
    siren: SIREN,
    diffusionINSEE: 'O',
    formeJuridique: '5710',
    content: { personneMorale: { identite: { entreprise: { siren: SIREN, denomination: NAME }, description: { montantCapital: capital, deviseCapital: 'EUR' } }, composition: { pouvoirs: [] } } },
  },
});

let pool: pg.Pool;
let dir: string;
beforeAll(async () => {
  pool = createPool(inject('databaseUrl'), { max: 2 });
  dir = await mkdtemp(join(tmpdir(), 'following-e2e-'));
  // The register knows the company's capital before anyone follows it: 10 000 €.
  await writeFile(join(dir, 'rne-before.jsonl'), jsonLines([rneRecord(10_000)]));
  await importRne(pool, join(dir, 'rne-before.jsonl'));
});
afterAll(async () => {
  await pool?.end();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs the digest job as the worker does, its clock an hour on from now (the import's events are then in its day). */
async function runDigest(): Promise<void> {
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dirname(mailDir), SITE_URL: webUrl });
  const clock = createTestClock(new Date());
  clock.advance(3600 * 1000);
  const platform: Platform = await createPlatform(config, { pool, clock });
  try {
    await findModuleJob((await startModules({ platform })).modules, followingDigestQueue(config).name).handle({ id: 'e2e-following', data: { reason: 'manual' } });
  } finally {
    await platform.close();
  }
}

describe('following a company', () => {
  it('follows from the company page into a new list; an import of a change is mailed in the digest and shown in the history', async () => {
    const { page } = session;
    // Registered, signed in, address verified.
    await page.goto(`${webUrl}/register`);
    for (const [id, value] of Object.entries({ 'field-first_name': 'Lucie', 'field-last_name': 'Aubrac', 'field-email': email, 'field-password': password, 'field-password_confirmation': password })) {
      await page.locator(`#${id}`).fill(value);
    }
    await page.locator('input[name="terms_accepted"]').check();
    await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
    await page.getByTestId('registration-sent').waitFor();
    await page.goto(`${webUrl}/login?redirect=${encodeURIComponent('/mon-compte')}`);
    await page.locator('#field-email').fill(email);
    await page.locator('#field-password').fill(password);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await page.waitForURL(`${webUrl}/mon-compte`);
    // The address is proved (the digest goes to verified addresses only), from the browser that registered it.
    await page.goto(await waitForMailedLink({ mailDir, to: email, linkPrefix: `${webUrl}/verify-email?` }));
    await page.waitForURL(`${webUrl}/mon-compte`);

    // The "Suivre" menu of the company page: a new list, created with the company in it.
    await page.goto(`${webUrl}${companyPath(SIREN, NAME)}`);
    const button = page.getByTestId('follow-button');
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('false');
    await button.click();
    await page.getByLabel(company.follow.newListLabel).fill(LIST_NAME);
    await page.getByRole('button', { name: company.follow.createAndAdd }).click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await expect(button.textContent()).resolves.toContain(company.follow.following);
    const { rows: lists } = await session.db.query<{ id: string; sirens: string[] }>(
      `SELECT l.id, array_agg(f.siren::text) AS sirens FROM followed_lists l JOIN users u ON u.id = l.user_id JOIN followed_companies f ON f.list_id = l.id
        WHERE u.email = $1 AND l.name = $2 GROUP BY l.id`,
      [email, LIST_NAME],
    );
    expect(lists).toEqual([{ id: expect.any(String), sirens: [SIREN] }]);
    const listId = lists[0]?.id ?? '';

    // The account's home says where each section stands, the new list among them.
    await page.goto(`${webUrl}/mon-compte`);
    const summary = page.getByRole('list', { name: account.summary.label });
    await summary.getByText('1 liste · 1 entreprise suivie').waitFor();
    await expect(summary.textContent()).resolves.toContain(account.summary.digest.daily);
    await expect(summary.textContent()).resolves.toContain(account.summary.noOrder);

    // The list's page: the company, and no serious accessibility violation.
    await page.goto(`${webUrl}/mon-compte/listes/${listId}`);
    await page.getByRole('link', { name: NAME }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // On a phone too, and nothing to scroll sideways there nor on the alerts' page.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('link', { name: NAME }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${webUrl}/mon-compte/alertes`);
    await page.getByRole('radiogroup').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 720 });

    // A real import of the company's changed RNE record: its capital goes to 50 000 €, one event.
    await writeFile(join(dir, 'rne-after.jsonl'), jsonLines([rneRecord(50_000)]));
    await importRne(pool, join(dir, 'rne-after.jsonl'));
    const { rows: events } = await session.db.query<{ kind: string; details: Record<string, string> }>(`SELECT kind, details FROM company_events WHERE siren = $1 ORDER BY id`, [SIREN]);
    expect(events).toEqual([{ kind: 'capital_changed', details: { before: '1000000', after: '5000000', currency: 'EUR' } }]);

    // The digest mails it, in euros, under the list's name, with a link to the company's page.
    await runDigest();
    const mail = await waitForMail({ mailDir, to: email, pattern: /Modification du capital – 10 000 € → 50 000 €/ });
    expect(mail).toContain(LIST_NAME);
    expect(mail).toContain(`${NAME} (SIREN ${SIREN})`);
    const link = new RegExp(`${webUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/entreprises/${SIREN}/[a-z0-9-]+`).exec(mail)?.[0];
    expect(link).toBeDefined();

    // The link opens the company's page, whose history shows the change.
    await page.goto(link ?? '');
    const history = page.locator('section#historique');
    await history.getByText(company.history.kinds.capital_changed).waitFor();
    await expect(history.textContent()).resolves.toMatch(/10\s000\s€ → 50\s000\s€/);
  }, 120_000);
});
