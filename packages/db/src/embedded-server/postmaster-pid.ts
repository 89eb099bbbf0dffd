import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { isPostgresProcess } from './process-alive';

export interface PostmasterPid {
  pid: number;
  port: number | undefined;
}

/** The server pid and port written in the data directory's postmaster.pid, if any. */
export async function readPostmasterPid(dataDir: string): Promise<PostmasterPid | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const port = Number(lines[3]);
  return { pid, port: Number.isInteger(port) ? port : undefined };
}

/**
 * Before starting a server on `dataDir`: throws when a PostgreSQL server still runs on
 * it, and deletes a postmaster.pid left by a crash (PostgreSQL refuses to start when the
 * recorded pid has been reused by another process).
 */
export async function clearStalePostmasterPid(dataDir: string): Promise<void> {
  const recorded = await readPostmasterPid(dataDir);
  if (!recorded) return;
  if (isPostgresProcess(recorded.pid)) {
    throw new Error(
      `PostgreSQL (pid ${recorded.pid}, port ${recorded.port ?? '?'}) is already running on ${dataDir}: stop it or use another data directory`,
    );
  }
  await rm(path.join(dataDir, 'postmaster.pid'), { force: true });
}
