import { mkdtemp, rm, writeFile, readdir, readFile, mkdir } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/index';
import { freePort } from './helpers/free-port';

/** Ids of the processes whose parent is `pid` (Linux /proc; empty elsewhere). */
async function childPids(pid: number): Promise<number[]> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const children: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid) children.push(Number(entry));
  }
  return children;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function query(url: string, text: string): Promise<Record<string, unknown> | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0];
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'registre-embedded-'));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('starts PostgreSQL 17 with a registre database, restarts on the same data, and stops completely', async () => {
    const dataDir = path.join(root, 'persistent', 'pg');
    const port = await freePort();

    const first = await startEmbeddedPostgres({ dataDir, port, persistent: true });
    expect(first.url).toMatch(new RegExp(`^postgres://postgres:[^@]+@127\\.0\\.0\\.1:${port}/registre$`));
    const version = await query(first.url, 'SELECT version() AS version, current_database() AS database');
    expect(version?.version).toMatch(/^PostgreSQL 17\./);
    expect(version?.database).toBe('registre');
    await query(first.url, 'CREATE TABLE kept (id int)');
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port, persistent: true });
    expect(second.url).toBe(first.url);
    expect(await query(second.url, "SELECT to_regclass('kept')::text AS kept")).toEqual({ kept: 'kept' });
    const pid = await postmasterPid(dataDir);
    const children = await childPids(pid);
    await second.stop();
    await second.stop();

    expect(isAlive(pid)).toBe(false);
    expect(children.filter(isAlive)).toEqual([]);
  });

  it('deletes a non-persistent data directory when stopped', async () => {
    const dataDir = path.join(root, 'throwaway');
    const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
    const pid = await postmasterPid(dataDir);
    expect(await query(server.url, 'SELECT 1 AS one')).toEqual({ one: 1 });
    await server.stop();
    expect(isAlive(pid)).toBe(false);
    await expect(readdir(dataDir)).rejects.toThrow();
  });

  it('refuses a port already in use with a one-line message', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) => {
      blocker.listen(0, '127.0.0.1', () => {
        const address = blocker.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    try {
      await expect(startEmbeddedPostgres({ dataDir: path.join(root, 'busy'), port })).rejects.toThrow(
        `Port ${port} is already in use: set EMBEDDED_PG_PORT to a free port or stop the process using it`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('clears a postmaster.pid left behind by a crash', async () => {
    const dataDir = path.join(root, 'crashed', 'pg');
    const port = await freePort();
    const server = await startEmbeddedPostgres({ dataDir, port, persistent: true });
    await server.stop();
    // A crash leaves the lock file; its pid may since belong to another program (here: us).
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'postmaster.pid'), `${process.pid}\n${dataDir}\n0\n${port}\n\n127.0.0.1\n0 0\nready\n`);
    const restarted = await startEmbeddedPostgres({ dataDir, port, persistent: false });
    expect(await query(restarted.url, 'SELECT 1 AS one')).toEqual({ one: 1 });
    await restarted.stop();
  });
});
