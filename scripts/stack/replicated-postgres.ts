import { execFile } from 'node:child_process';
import { appendFile, chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort } from './ports';

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** One PostgreSQL server of the pair: its URL, and its stop and start (pg_ctl, waiting). */
export interface TestCluster {
  port: number;
  url(database?: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** One statement on a connection of its own (the cluster's `postgres` database unless named). */
  query<Row extends pg.QueryResultRow>(sql: string, values?: unknown[], database?: string): Promise<Row[]>;
}

export interface ReplicatedPostgres {
  primary: TestCluster;
  standby: TestCluster;
  /** Waits until the standby has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Stops both servers and removes their files. */
  destroy(): Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;

async function postgresCommand(program: string, args: string[]): Promise<string> {
  const file = join(BIN, program);
  const { stdout } = asRoot ? await run('runuser', ['-u', 'postgres', '--', file, ...args]) : await run(file, args);
  return stdout;
}

function cluster(dataDir: string, port: number, logFile: string): TestCluster {
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    start: async () => void (await postgresCommand('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '120', 'start'])),
    stop: async () => void (await postgresCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '120', 'stop'])),
    async query<Row extends pg.QueryResultRow>(sql: string, values: unknown[] = [], database?: string) {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query<Row>(sql, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A fresh PostgreSQL 15 primary (initdb in a temporary directory, on a free port) and a streaming
 * standby of it (pg_basebackup -R, another port), both running: the machine's own server is left alone.
 * Used by the replica's tests and by `npm run cluster` (deploy/), which needs more connections.
 */
export async function startReplicatedPostgres({ maxConnections = 40 }: { maxConnections?: number } = {}): Promise<ReplicatedPostgres> {
  const base = await mkdtemp(join(tmpdir(), 'registre-replica-'));
  await chmod(base, 0o700);
  if (asRoot) await chown(base, ...(await postgresIds()));
  const primaryDir = join(base, 'primary');
  const standbyDir = join(base, 'standby');
  const [primaryPort, standbyPort] = [await findFreePort(), await findFreePort()];
  const primary = cluster(primaryDir, primaryPort, join(base, 'primary.log'));
  const standby = cluster(standbyDir, standbyPort, join(base, 'standby.log'));
  const destroy = async () => {
    // Already stopped (or never started): nothing to stop.
    for (const dir of [standbyDir, primaryDir]) await postgresCommand('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(base, { recursive: true, force: true });
  };
  try {
    await postgresCommand('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    // Small and fast: no fsync, few connections, sockets in the temporary directory.
    const settings = [`port = ${primaryPort}`, `listen_addresses = '127.0.0.1'`, `unix_socket_directories = '${base}'`, 'fsync = off', 'synchronous_commit = off', 'full_page_writes = off', `max_connections = ${maxConnections}`, 'shared_buffers = 16MB', 'wal_level = replica', 'max_wal_senders = 4', 'hot_standby = on'];
    await appendFile(join(primaryDir, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    await primary.start();
    await postgresCommand('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    // -R wrote primary_conninfo and standby.signal; the standby listens on a port of its own.
    await appendFile(join(standbyDir, 'postgresql.auto.conf'), `\nport = ${standbyPort}\n`);
    await standby.start();
  } catch (error) {
    await destroy();
    throw error;
  }
  return {
    primary,
    standby,
    async caughtUp() {
      const [{ lsn } = { lsn: '' }] = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      for (;;) {
        const [row] = await standby.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]);
        if (row?.done) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    destroy,
  };
}

async function postgresIds(): Promise<[number, number]> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return [Number(uid.trim()), Number(gid.trim())];
}
