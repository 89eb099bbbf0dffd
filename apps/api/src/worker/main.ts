import { createPool, migrate } from '@registre/db';
import { ConfigError, loadConfig } from '../config/load-config';
import { createPlatform } from '../platform';
import { allJobQueues } from './job-queues';
import { startWorker } from './start-worker';

/**
 * `npm run worker`: the job worker alone, against DATABASE_URL (`npm start` runs it inside the
 * API process instead). SIGINT/SIGTERM: running jobs finish (or are released after
 * WORKER_SHUTDOWN_TIMEOUT_SECONDS), then the process exits.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new ConfigError(['DATABASE_URL: required to run the worker on its own (npm start runs it inside the API)']);
  const pool = createPool(config.DATABASE_URL);
  await migrate(pool);
  const platform = await createPlatform(config, { pool, queues: allJobQueues(config) });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    platform.logger.info({ signal }, 'worker stopping');
    void platform
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await startWorker(platform);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
