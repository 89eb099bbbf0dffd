import { createPool, migrate } from '@registre/db';
import { createApiPool } from './api-pool';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/load-config';
import { createPlatform, onShutdownSignal, startMetricsServer } from './platform';

/**
 * Production entry point: the API alone, against DATABASE_URL
 * (`npm start` at the root runs the embedded stack instead). Its jobs are run by `npm run worker`.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new ConfigError(['DATABASE_URL: required to run the API on its own (npm start runs the embedded PostgreSQL)']);
  const migrations = createPool(config.DATABASE_URL, { max: 1 });
  await migrate(migrations);
  await migrations.end();
  const pool = createApiPool(config, config.DATABASE_URL);
  const platform = await createPlatform(config, { pool });
  const app = await buildApp({ config, pool, platform });
  // /metrics on a port of its own (METRICS_PORT), never on the public one.
  const metricsServer = await startMetricsServer(platform.metrics, { host: config.METRICS_HOST, port: config.METRICS_PORT, token: config.METRICS_TOKEN }, platform.logger);
  const close = async () => {
    await app.close();
    await metricsServer.close();
    await platform.close();
    await pool.end();
    process.exit(0);
  };
  onShutdownSignal(() => void close());
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
