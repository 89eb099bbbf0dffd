import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestStack } from '../../scripts/stack/start-test-stack';
import { ensureWebBuild } from '../../scripts/stack/web-build';
import { createPool } from '@registre/db';
import { loadConfig } from '../../apps/api/src/config/load-config';
import { findModuleJob, startModules } from '../../apps/api/src/modules/module-list';
import { registerFiguresRefreshQueue } from '../../apps/api/src/modules/register-figures';
import { createPlatform } from '../../apps/api/src/platform';
import { fillEverySection } from '../fixtures/fill-every-section';

/**
 * The register's figures (company-creation pages, registry dictionary) counted once before any page is
 * built or visited, as the worker's daily job does: a page cached before a test's own count would show
 * "being computed" for its revalidation period.
 */
async function countRegisterFigures(databaseUrl: string): Promise<void> {
  const pool = createPool(databaseUrl, { max: 2 });
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' });
  const platform = await createPlatform(config, { pool });
  try {
    await findModuleJob((await startModules({ platform })).modules, registerFiguresRefreshQueue(config).name).handle({ id: 'e2e-setup', data: { reason: 'manual' } });
  } finally {
    await platform.close();
    await pool.end();
  }
}

/** Browser tests run against the real stack: the built site and the API on free ports. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureWebBuild();
  // The API's own folder (mails written as .eml under mail/), which browser tests read.
  const dataDir = await mkdtemp(join(tmpdir(), 'registre-e2e-'));
  const { databaseUrl } = project.getProvidedContext();
  // Companies whose page fills, or leaves empty, every section (apps/web/e2e/company-page.test.ts).
  await fillEverySection(databaseUrl);
  await countRegisterFigures(databaseUrl);
  // Every browser of the suite comes from 127.0.0.1: the per-address registration limit (which the
  // payment funnel shares) would otherwise stop the suite's new accounts; its own tests are the API's.
  const { api, web, stop } = await startTestStack(databaseUrl, dataDir, { AUTH_REGISTER_MAX_PER_IP: '1000' });
  project.provide('apiUrl', api.url);
  project.provide('webUrl', web.url);
  project.provide('mailDir', join(dataDir, 'mail'));
  return async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
