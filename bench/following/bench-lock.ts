import { spawn } from 'node:child_process';

/**
 * Runs `timed` holding an exclusive `flock` on `path` (a benchmark lock shared with other benchmarks of the same
 * machine, so that no two of them time things at the same moment), or without a lock when `path` is undefined.
 * The lock is held by a `flock` child process that exits when its standard input closes.
 */
export async function withBenchLock<T>(path: string | undefined, timed: () => Promise<T>): Promise<T> {
  if (path === undefined) return timed();
  const holder = spawn('flock', [path, 'sh', '-c', 'echo locked; read -r _'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolveExit) => holder.once('exit', () => resolveExit()));
  await new Promise<void>((resolveLocked, reject) => {
    holder.stdout.once('data', () => resolveLocked());
    holder.once('error', reject);
    holder.once('exit', (code) => reject(new Error(`flock ${path} exited (${code}) before taking the lock`)));
  });
  try {
    return await timed();
  } finally {
    holder.stdin.end();
    await exited;
  }
}
