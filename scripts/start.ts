/**
 * `npm start`: the whole site on one machine. Starts PostgreSQL (embedded in .data/postgres,
 * or the server named by DATABASE_URL), migrates it, loads demo data into an empty database,
 * starts the API (with the job worker inside it) and the site, and stops all of it on Ctrl-C.
 */
import { resolve } from 'node:path';
import { resolveDatabase } from '@registre/db';
import { slugify } from '@registre/domain';
import { ConfigError, loadConfig, onShutdownSignal } from '@registre/api';
import { assertPortFree, PortInUseError } from './stack/ports';
import { prepareDatabase } from './stack/prepare-database';
import { repoRoot } from './stack/repo-root';
import { startApi } from './stack/start-api';
import { ensureWebBuild } from './stack/web-build';
import { featuredEnvironment } from './stack/featured-entries';
import { startWeb } from './stack/start-web';

const log = (line: string) => console.log(`[start] ${line}`);
const stoppers: Array<() => Promise<void>> = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const stop of stoppers.reverse()) {
      await stop().catch((error: unknown) => console.error(error));
    }
  }
  process.exit(code);
}

async function main(): Promise<void> {
  const config = loadConfig();
  await assertPortFree('API', config.API_PORT, 'API_PORT');
  await assertPortFree('site', config.WEB_PORT, 'WEB_PORT');
  const started = Date.now();

  const database = await resolveDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: resolve(repoRoot, config.DATA_DIR, 'postgres'),
    port: config.EMBEDDED_PG_PORT,
  });
  stoppers.push(database.stop);
  log(database.embedded ? `Embedded PostgreSQL on port ${config.EMBEDDED_PG_PORT} (data in ${config.DATA_DIR}/postgres)` : 'Using DATABASE_URL');
  const { sampleCompany } = await prepareDatabase(database.url, { demoCompanies: config.DEMO_COMPANIES, log });

  const api = await startApi(config, database.url);
  stoppers.push(api.stop);
  await ensureWebBuild({ analyze: config.ANALYZE, log });
  // Browsers reach the API on the site's host name, so that the API's cookies (session,
  // XSRF-TOKEN) are same-site for the pages (Sanctum style); API_PUBLIC_URL overrides it.
  const webOrigin = new URL(config.WEB_ORIGIN);
  const apiPublicUrl = process.env.API_PUBLIC_URL || `${webOrigin.protocol}//${webOrigin.hostname}:${config.API_PORT}`;
  const web = await startWeb({ port: config.WEB_PORT, apiUrl: api.url, apiPublicUrl, siteSecret: api.siteSecret, env: await featuredEnvironment(database.url) });
  stoppers.push(web.stop);

  log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  log(`Site: http://localhost:${config.WEB_PORT}`);
  if (sampleCompany) log(`      e.g. http://localhost:${config.WEB_PORT}/entreprises/${sampleCompany.siren}/${slugify(sampleCompany.name)}`);
  log(`API:  http://localhost:${config.API_PORT}  (OpenAPI: http://localhost:${config.API_PORT}/api/docs)`);
  log('Worker: inside the API process (statistics refresh on STATISTICS_REFRESH_CRON)');
  log('Press Ctrl-C to stop everything.');
}

// The only answer to Ctrl-C: everything stops in order (the worker's running jobs get their
// WORKER_SHUTDOWN_TIMEOUT_SECONDS); a second Ctrl-C ends the process at once.
onShutdownSignal(
  () => {
    log('Stopping…');
    void stopAll(0);
  },
  ['SIGINT', 'SIGTERM', 'SIGHUP'],
);

main().catch((error: unknown) => {
  // Known failures (bad configuration, a port taken) are one clear message; DEBUG=1 shows stacks.
  const known = error instanceof ConfigError || error instanceof PortInUseError || (error instanceof Error && !process.env.DEBUG);
  console.error(known ? `\n${(error as Error).message}\n` : error);
  void stopAll(1);
});
