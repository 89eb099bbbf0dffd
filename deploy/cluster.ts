/**
 * `npm run cluster`: the production topology on one machine, to try a deployment's shape and to
 * test it (deploy/test/cluster.test.ts). HAProxy in front of two site instances and two API
 * instances, two workers, Redis, an S3-compatible file store and a PostgreSQL primary with its
 * streaming replica, on a new demo register; Ctrl-C stops everything in order. docs/operations.md,
 * "A cluster on one machine", says what each piece is and how to restart one.
 *
 * Settings: CLUSTER_PORT (8080, the site), CLUSTER_API_PORT (8081, the API), CLUSTER_DEMO_COMPANIES
 * (2000), CLUSTER_REDIS_URL (a Redis already running; unset, one is started), HAPROXY, REDIS_SERVER,
 * POSTGRES_BIN (/usr/lib/postgresql/15/bin). `kill -USR2 <its pid>`: a rolling restart of every instance.
 */
import { onShutdownSignal } from '@registre/api';
import { startCluster, type Cluster } from './cluster/start-cluster';

const log = (line: string) => console.log(`[cluster] ${line}`);
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

let cluster: Cluster | undefined;
let stopping: Promise<void> | undefined;

function stopAndExit(code: number): void {
  stopping ??= (async () => {
    log('Stopping: the proxy, then the sites and APIs (drain), the workers, Redis, the file store, PostgreSQL…');
    await cluster?.stop();
    log(cluster ? `Stopped. Logs kept in ${cluster.folder}` : 'Stopped.');
    process.exit(code);
  })();
}

onShutdownSignal(() => stopAndExit(0), ['SIGINT', 'SIGTERM', 'SIGHUP']);

/** SIGUSR2: a rolling restart (a deployment): each API, site and worker instance in turn, never two at once. */
let restarting = false;
process.on('SIGUSR2', () => {
  if (!cluster || restarting || stopping) return;
  restarting = true;
  void (async () => {
    for (const instance of cluster.instances) {
      log(`Restarting ${instance.name}…`);
      const code = await instance.restart();
      log(`${instance.name} restarted (the old process exited with ${code}), pid ${instance.process.pid()}`);
    }
    log('Rolling restart done.');
  })()
    .catch((error: unknown) => log(`Rolling restart failed: ${String(error)}`))
    .finally(() => (restarting = false));
});

try {
  cluster = await startCluster({
    sitePort: port('CLUSTER_PORT', 8080),
    apiPort: port('CLUSTER_API_PORT', 8081),
    demoCompanies: port('CLUSTER_DEMO_COMPANIES', 2000),
    ...(process.env.CLUSTER_REDIS_URL ? { redisUrl: process.env.CLUSTER_REDIS_URL } : {}),
    log,
  });
  log(`Site: ${cluster.siteUrl}   API: ${cluster.apiUrl}`);
  for (const instance of cluster.instances) log(`  ${instance.name.padEnd(9)} pid ${instance.process.pid()}, port ${instance.port}`);
  log(`Primary: ${cluster.databaseUrl}   replica: ${cluster.readDatabaseUrl}`);
  log(`Logs: ${cluster.folder}/<name>.log   Rolling restart of every instance: kill -USR2 ${process.pid}`);
  log('Press Ctrl-C to stop everything.');
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  stopAndExit(1);
}
