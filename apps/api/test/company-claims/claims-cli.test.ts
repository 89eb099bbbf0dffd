import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CLAIM_PATHS } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { seedClaimableCompany } from './seed-claimable-company';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SIREN = '910000001';
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

let context: AuthTestApp;

beforeAll(async () => {
  context = await createAuthTestApp();
  await seedClaimableCompany(context.database.pool, SIREN, { name: 'Menuiserie Roux', representative: { first: 'Léa', last: 'Roux' } });
}, 60_000);
afterAll(() => context?.close());

/** The claims CLI, as `npm run claims -- …` runs it, on the test's own database and data folder. */
function claims(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/claims.ts', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: context.database.url,
      DATA_DIR: context.config.DATA_DIR,
      LOG_LEVEL: 'silent',
      SITE_API_SECRET: 'the-secret-the-site-and-the-api-share-for-tests',
      SITE_REVALIDATION_URLS: SITE,
    },
  });
}

async function documentClaim(): Promise<{ id: string; client: Awaited<ReturnType<typeof registerClient>>['client'] }> {
  const { client } = await registerClient(context.app, { first_name: 'Léa', last_name: 'Roux' });
  const started = await client.post(CLAIM_PATHS.startDocument(SIREN), { content_base64: PDF });
  expect(started.statusCode, started.body).toBe(201);
  return { id: (started.json() as { data: { id: string } }).data.id, client };
}

/** The site instance the CLI tells about changed pages (through the worker; no site answers here: only the jobs are read). */
const SITE = 'http://127.0.0.1:9';

async function queuedRevalidations(): Promise<{ site: string; tags: string[] }[]> {
  return (await context.database.pool.query<{ data: { site: string; tags: string[] } }>(`SELECT data FROM pgboss.job WHERE name = 'site-revalidation' ORDER BY created_on`)).rows.map((row) => row.data);
}

async function queuedMails(): Promise<{ to: string; subject: string }[]> {
  const { rows } = await context.database.pool.query<{ data: { to: string; subject: string } }>(`SELECT data FROM pgboss.job WHERE name = 'mail-delivery' ORDER BY created_on`);
  return rows.map((row) => ({ to: row.data.to, subject: row.data.subject }));
}

describe('npm run claims', () => {
  it('lists, shows, rejects with a reason, and queues the mail to the claimant', async () => {
    const { id, client } = await documentClaim();
    expect((await claims('list')).stdout).toContain(id);
    const shown = (await claims('show', id)).stdout;
    expect(shown).toContain('Menuiserie Roux');
    expect(shown).toMatch(/matches\s+Léa ROUX/);
    expect(shown).toContain('claim-started');
    await expect(claims('reject', id, '--by', 'camille')).rejects.toMatchObject({ code: 2 });
    expect((await claims('reject', id, '--by', 'camille', '--reason', 'Kbis illisible')).stdout).toContain('rejected');
    const mine = (await client.get(CLAIM_PATHS.claim(id))).json() as { data: { status: string; decision_reason: string } };
    expect(mine.data).toMatchObject({ status: 'rejected', decision_reason: 'Kbis illisible' });
    expect((await queuedMails()).at(-1)?.subject).toContain('demande refusée');
    // A rejection changes no page.
    expect(await queuedRevalidations()).toEqual([]);
    await expect(claims('approve', id, '--by', 'camille')).rejects.toMatchObject({ code: 1 });
  });

  it('approves, then revokes after a contest: what the company gave is no longer shown', async () => {
    const { id, client } = await documentClaim();
    const told = (await queuedRevalidations()).length;
    expect((await claims('approve', id, '--by', 'camille')).stdout).toContain('approved');
    // The company's cached page on the site is told to show the claim, then to no longer show it.
    expect((await queuedRevalidations()).slice(told)).toEqual([{ site: SITE, tags: [`company:${SIREN}`] }]);
    expect((await client.post(CLAIM_PATHS.profile(id), { description: 'Menuiserie sur mesure.', website: null, phone: null, opening_hours: [] })).statusCode).toBe(200);
    expect((await context.app.inject({ url: CLAIM_PATHS.providedInformation(SIREN) })).json()).toMatchObject({ data: { description: 'Menuiserie sur mesure.' } });
    await claims('revoke', id, '--by', 'camille', '--reason', 'Contestation du gérant inscrit au registre');
    expect((await context.app.inject({ url: CLAIM_PATHS.providedInformation(SIREN) })).json()).toEqual({ data: null });
    expect((await queuedRevalidations()).slice(told)).toHaveLength(2);
    expect((await queuedMails()).map((mail) => mail.subject).slice(-2)).toEqual([expect.stringContaining('demande acceptée'), expect.stringContaining('fin de votre gestion')]);
    expect((await claims('show', id)).stdout).toMatch(/claim-approved[\s\S]*profile-updated[\s\S]*claim-revoked/);
  });

  it('refuses an unknown command or a malformed id', async () => {
    await expect(claims('delete', '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 2 });
    await expect(claims('show', 'abc')).rejects.toMatchObject({ code: 2 });
  });
});
