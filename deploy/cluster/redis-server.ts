import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { managedProcess, waitUntil, type ManagedProcess } from './managed-process';

const run = promisify(execFile);

/** True when a Redis server answers PING on 127.0.0.1:port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(2_000, () => socket.destroy());
    socket.once('data', (chunk: Buffer) => {
      resolve(chunk.toString().startsWith('+PONG'));
      socket.end();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/**
 * A Redis server of the cluster's own on `port` (REDIS_SERVER, else `redis-server` on the PATH),
 * without persistence: it keeps only the rate limits' short-lived counters.
 */
export async function startRedisServer(port: number, folder: string): Promise<ManagedProcess> {
  const program = process.env.REDIS_SERVER ?? 'redis-server';
  await run(program, ['--version']).catch(() => {
    throw new Error(`Redis is not installed (looked for ${program}). Install it from Debian's packages: sudo apt-get install -y redis-server (or set REDIS_SERVER to its path, or CLUSTER_REDIS_URL to a Redis already running).`);
  });
  const redis = managedProcess({
    name: 'redis',
    command: program,
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder],
    cwd: folder,
    env: { PATH: process.env.PATH ?? '' },
    logFile: join(folder, 'redis.log'),
  });
  redis.start();
  await waitUntil('Redis answers', () => answersPing(port), { timeoutMs: 30_000, process: redis });
  return redis;
}
