import { loadConfig } from '@registre/api';
import { featuredEnvironment } from './featured-entries';
import { findFreePort } from './ports';
import { startApi, type ApiServer } from './start-api';
import { startWeb, type WebServer } from './start-web';

export interface TestStack {
  api: ApiServer;
  web: WebServer;
  stop(): Promise<void>;
}

/**
 * The built site and the API on free ports of 127.0.0.1, on a database, the API writing its files
 * (mails as .eml) under `dataDir`: what the browser tests and the Lighthouse benchmark drive.
 */
export async function startTestStack(databaseUrl: string, dataDir: string, apiEnv: Record<string, string> = {}): Promise<TestStack> {
  const webPort = await findFreePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_ENV: 'test',
    API_PORT: String(await findFreePort()),
    // Several stacks run at once (test files, helpers): any free port for /metrics.
    METRICS_PORT: '0',
    WEB_PORT: String(webPort),
    WEB_ORIGIN: `http://127.0.0.1:${webPort}`,
    LOG_LEVEL: 'warn',
    // The content tests sync fixture trees into the stack's database: no scheduled sync of content/ in between.
    CONTENT_SYNC_CRON: 'off',
    ...apiEnv,
  });
  const api = await startApi(config, databaseUrl);
  const web = await startWeb({ port: webPort, apiUrl: api.url, siteSecret: api.siteSecret, quiet: true, env: await featuredEnvironment(databaseUrl) }).catch(async (error: unknown) => {
    await api.stop();
    throw error;
  });
  return {
    api,
    web,
    async stop() {
      await web.stop();
      await api.stop();
    },
  };
}
