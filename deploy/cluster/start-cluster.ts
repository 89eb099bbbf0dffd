import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { featuredEnvironment } from '../../scripts/stack/featured-entries';
import { findFreePort } from '../../scripts/stack/ports';
import { prepareDatabase } from '../../scripts/stack/prepare-database';
import { startReplicatedPostgres, type ReplicatedPostgres } from '../../scripts/stack/replicated-postgres';
import { repoRoot } from '../../scripts/stack/repo-root';
import { startS3StandIn, type S3StandIn } from '../../scripts/stack/s3-stand-in';
import { ensureWebBuild } from '../../scripts/stack/web-build';
import { checkHaproxyConfig, findHaproxy, haproxyConfig, serverStatuses } from './haproxy';
import { answersOk, managedProcess, waitUntil, type ManagedProcess } from './managed-process';
import { startRedisServer } from './redis-server';

export interface ClusterOptions {
  /** The proxy's public ports: the site's and the API's (0: any free port). */
  sitePort: number;
  apiPort: number;
  /** Companies of the demo register loaded into the new database. */
  demoCompanies: number;
  /** Extra settings of the API instances and the workers (tests: low limits, fast polling). */
  apiEnv?: Record<string, string>;
  /** A Redis already running (redis://…); unset, the cluster starts its own redis-server. */
  redisUrl?: string;
  /** Removes the folder of logs on stop (tests); the command keeps it. */
  removeFolderOnStop?: boolean;
  log(line: string): void;
}

export type InstanceKind = 'api' | 'worker' | 'site';

export interface ClusterInstance {
  kind: InstanceKind;
  /** `api-1`, `worker-2`, `site-1`: also the proxy's server name and the log file's. */
  name: string;
  /** The port it serves on (the worker: its /metrics). */
  port: number;
  process: ManagedProcess;
  /**
   * A rolling restart of this instance: SIGTERM (readiness goes false, the proxy takes it out, it
   * drains and exits 0), then started again and back in the proxy (API and site) or taking jobs (worker).
   * Resolves the stopped process's exit code.
   */
  restart(): Promise<number | null>;
}

export interface Cluster {
  /** The proxy's addresses: the site for visitors, the API for browsers and the site's server. */
  siteUrl: string;
  apiUrl: string;
  /** The primary and its streaming replica (the register's reads). */
  postgres: ReplicatedPostgres;
  databaseUrl: string;
  readDatabaseUrl: string;
  redisUrl: string;
  /** The shared file store: an S3-compatible server (s3rver) and the bucket every process uses. */
  s3Env: Record<string, string>;
  instances: ClusterInstance[];
  /** Where every process writes its log (`<name>.log`). */
  folder: string;
  /** Each proxied server's status as HAProxy sees it, by `site/site-1`, `api/api-2`… */
  proxyStatuses(): Promise<Map<string, string>>;
  stop(): Promise<void>;
}

const DATABASE = 'registre';
const READY_MS = 180_000;
/** Longer than the proxy's worst time to take an instance out (deploy/cluster/haproxy.ts). */
const DRAIN_SECONDS = 10;

/**
 * The production topology on one machine (docs/operations.md, "A cluster on one machine"): HAProxy
 * in front of two site instances and two API instances, two workers, Redis for the shared limits,
 * an S3-compatible store for the files, and a PostgreSQL primary with a streaming replica. Every
 * process is a child of this one; `stop()` ends them in order.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxy = await findHaproxy();
  const folder = await mkdtemp(join(tmpdir(), 'registre-cluster-'));
  const { log } = options;
  const stoppers: Array<() => Promise<unknown>> = [];
  const instances: ClusterInstance[] = [];
  let proxy: ManagedProcess | undefined;
  const socket = join(folder, 'haproxy.sock');

  const stop = async () => {
    // Visitors first (the proxy's soft stop lets its connections finish), then the instances
    // together (each drains), then the workers' jobs, then the stores.
    await proxy?.stop({ signal: 'SIGUSR1', timeoutMs: 15_000 });
    await Promise.all(instances.filter((instance) => instance.kind !== 'worker').map((instance) => instance.process.stop()));
    await Promise.all(instances.filter((instance) => instance.kind === 'worker').map((instance) => instance.process.stop()));
    for (const stopOne of stoppers.reverse()) await stopOne().catch((error: unknown) => log(`while stopping: ${String(error)}`));
    if (options.removeFolderOnStop) await rm(folder, { recursive: true, force: true });
  };

  try {
    log(`PostgreSQL 15: a primary and its streaming replica (pg_basebackup), logs and data in a temporary folder…`);
    const postgres = await startReplicatedPostgres({ maxConnections: 200 });
    stoppers.push(() => postgres.destroy());
    await postgres.primary.query(`CREATE DATABASE ${DATABASE}`);
    const databaseUrl = postgres.primary.url(DATABASE);
    const readDatabaseUrl = postgres.standby.url(DATABASE);
    await prepareDatabase(databaseUrl, { demoCompanies: options.demoCompanies, log });
    await postgres.caughtUp();

    let redisUrl = options.redisUrl;
    if (!redisUrl) {
      const redisPort = await findFreePort();
      const redis = await startRedisServer(redisPort, folder);
      stoppers.push(() => redis.stop());
      redisUrl = `redis://127.0.0.1:${redisPort}`;
    }
    log(`Redis: ${redisUrl}`);

    const s3 = await startS3StandIn();
    if ('unavailable' in s3) throw new Error(s3.unavailable);
    stoppers.push(() => (s3 as S3StandIn).close());
    const { env: s3Env } = await s3.newBucket();
    log(`Files: S3-compatible store (s3rver) at ${s3.endpoint}, bucket ${s3Env.S3_BUCKET}`);

    const sitePort = options.sitePort || (await findFreePort());
    const apiPort = options.apiPort || (await findFreePort());
    const siteUrl = `http://localhost:${sitePort}`;
    const apiUrl = `http://localhost:${apiPort}`;
    const shared: Record<string, string> = {
      APP_ENV: 'local',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      DATABASE_READ_URL: readDatabaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `registre-cluster-${randomBytes(4).toString('hex')}:`,
      ...s3Env,
      APP_KEY: randomBytes(32).toString('base64url'),
      SITE_API_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: '127.0.0.1',
      WEB_ORIGIN: siteUrl,
      SITE_URL: siteUrl,
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      ...options.apiEnv,
    };

    const node = (name: string, entry: string, env: Record<string, string>) =>
      managedProcess({ name, command: process.execPath, args: ['--import', 'tsx', entry], cwd: repoRoot, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? folder, ...env }, logFile: join(folder, `${name}.log`) });

    const inProxy = async (backend: string, name: string, wanted: boolean) =>
      waitUntil(`${name} ${wanted ? 'in' : 'out of'} the proxy`, async () => ((await serverStatuses(socket)).get(`${backend}/${name}`) === 'UP') === wanted, { timeoutMs: READY_MS });

    const instance = async (kind: InstanceKind, index: number, entry: string, env: (port: number, dataDir: string) => Record<string, string>): Promise<ClusterInstance> => {
      const name = `${kind}-${index}`;
      const port = await findFreePort();
      // A data folder of each process's own: the files go through the S3 store, never a shared disk.
      const dataDir = join(folder, name);
      await mkdir(dataDir, { recursive: true });
      const child = node(name, entry, { ...env(port, dataDir), DATA_DIR: dataDir });
      const ready = async () => {
        // The worker's line `worker started` (logged at info, the level it is given) says it takes jobs.
        if (kind === 'worker') await waitUntil(`${name} taking jobs`, async () => child.output().includes('"worker started"'), { timeoutMs: READY_MS, process: child });
        else await waitUntil(`${name} ready`, () => answersOk(`http://127.0.0.1:${port}/ready`), { timeoutMs: READY_MS, process: child });
      };
      const made: ClusterInstance = {
        kind,
        name,
        port,
        process: child,
        async restart() {
          const code = await child.stop();
          child.start();
          await ready();
          if (kind !== 'worker' && proxy) await inProxy(kind, name, true);
          return code;
        },
      };
      child.start();
      instances.push(made);
      await ready();
      return made;
    };

    log('Two API instances, then two workers…');
    // Two of a kind start together (the migrations at boot are under an advisory lock).
    await Promise.all([1, 2].map((index) => instance('api', index, 'apps/api/src/main.ts', (port) => ({ ...shared, API_HOST: '127.0.0.1', API_PORT: String(port), METRICS_PORT: '0' }))));
    await Promise.all([1, 2].map((index) => instance('worker', index, 'apps/api/src/worker/main.ts', (port) => ({ ...shared, LOG_LEVEL: 'info', WORKER_METRICS_PORT: String(port) }))));

    await ensureWebBuild({ log });
    log('Two site instances (apps/web/site-server.ts: the built site, with /ready and a drain)…');
    const siteEnv = {
      ...(await featuredEnvironment(databaseUrl)),
      APP_ENV: 'local',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
      API_PUBLIC_URL: apiUrl,
      SITE_API_SECRET: shared.SITE_API_SECRET as string,
      SITE_URL: siteUrl,
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    };
    await Promise.all([1, 2].map((index) => instance('site', index, 'apps/web/site-server.ts', (port) => ({ ...siteEnv, WEB_PORT: String(port) }))));
    instances.sort((one, other) => one.name.localeCompare(other.name));

    const backend = (kind: InstanceKind) => ({ name: kind, servers: instances.filter((one) => one.kind === kind).map(({ name, port }) => ({ name, port })) });
    const configFile = join(folder, 'haproxy.cfg');
    await writeFile(configFile, `${haproxyConfig({ sitePort, apiPort, site: backend('site'), api: backend('api'), socket })}\n`);
    await checkHaproxyConfig(haproxy, configFile);
    proxy = managedProcess({ name: 'haproxy', command: haproxy, args: ['-db', '-f', configFile], cwd: folder, env: { PATH: process.env.PATH ?? '' }, logFile: join(folder, 'haproxy.log') });
    proxy.start();
    for (const one of instances) if (one.kind !== 'worker') await inProxy(one.kind, one.name, true);
    log(`HAProxy: site on ${siteUrl}, API on ${apiUrl}, health checks on /ready`);

    return {
      siteUrl,
      apiUrl,
      postgres,
      databaseUrl,
      readDatabaseUrl,
      redisUrl,
      s3Env,
      instances,
      folder,
      proxyStatuses: () => serverStatuses(socket),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
