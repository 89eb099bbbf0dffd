import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive } from './process-alive';

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * Makes sure the PostgreSQL server `pid` is gone: waits for a shutdown already asked
 * for, then asks for an immediate shutdown (SIGQUIT), then kills it (SIGKILL).
 * Its child processes exit on their own once the postmaster is gone.
 */
export async function ensureServerStopped(pid: number, graceMs = 10_000): Promise<void> {
  if (await waitForExit(pid, graceMs)) return;
  for (const signal of ['SIGQUIT', 'SIGKILL'] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, 5_000)) return;
  }
  throw new Error(`PostgreSQL server (pid ${pid}) did not stop`);
}
