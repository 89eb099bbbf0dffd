import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '@registre/api';
import { featuredEnvironment } from '../../scripts/stack/featured-entries';
import { findFreePort } from '../../scripts/stack/ports';
import { startApi } from '../../scripts/stack/start-api';
import { startWeb } from '../../scripts/stack/start-web';
import { ensureWebBuild } from '../../scripts/stack/web-build';

/** Browser tests run against the real stack: the built site and the API on free ports. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureWebBuild();
  const webPort = await findFreePort();
  // The API's own folder (mails written as .eml under mail/), which browser tests read.
  const dataDir = await mkdtemp(join(tmpdir(), 'registre-e2e-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_ENV: 'test',
    API_PORT: String(await findFreePort()),
    WEB_PORT: String(webPort),
    WEB_ORIGIN: `http://127.0.0.1:${webPort}`,
    LOG_LEVEL: 'warn',
  });
  const databaseUrl = project.getProvidedContext().databaseUrl;
  const api = await startApi(config, databaseUrl);
  const web = await startWeb({ port: webPort, apiUrl: api.url, quiet: true, env: await featuredEnvironment(databaseUrl) }).catch(async (error: unknown) => {
    await api.stop();
    throw error;
  });
  project.provide('apiUrl', api.url);
  project.provide('webUrl', web.url);
  project.provide('mailDir', join(dataDir, 'mail'));
  return async () => {
    await web.stop();
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
