import { mkdir, realpath, stat, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const OTHERS_SEARCH = 0o001;

/**
 * When running as root, PostgreSQL runs as the `postgres` system user, which must be
 * able to enter every directory above the data directory. Directories under the system
 * temp dir (mkdtemp makes them 0700) get the "others may enter" bit; anywhere else a
 * closed directory is reported rather than changed.
 */
export async function makeDataDirReachable(dataDir: string): Promise<void> {
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  if (process.getuid?.() !== 0) return;
  const temp = await realpath(tmpdir());
  for (let dir = parent; ; dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & OTHERS_SEARCH) === 0) {
      const real = await realpath(dir);
      if (!real.startsWith(temp + path.sep)) {
        throw new Error(
          `The postgres system user cannot enter ${dir} (mode ${(mode & 0o777).toString(8)}): choose a data directory it can reach`,
        );
      }
      await chmod(dir, mode | OTHERS_SEARCH);
    }
    if (path.dirname(dir) === dir) return;
  }
}
