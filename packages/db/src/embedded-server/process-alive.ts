import { readFileSync } from 'node:fs';

/** True while a process with this id exists (whoever owns it). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * True when `pid` is a live PostgreSQL server process. On Linux the process name is
 * checked, so a pid reused by another program after a crash does not count; elsewhere
 * any live process does.
 */
export function isPostgresProcess(pid: number): boolean {
  if (!isProcessAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch {
    return process.platform !== 'linux';
  }
}
