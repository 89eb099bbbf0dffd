import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes one raw RFC 5322 message as `<UTC timestamp>-<random>.eml` in the folder (created
 * when missing); file names sort in sending order. Returns the file's path.
 */
export async function writeEml(folder: string, raw: Buffer | string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const path = join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
  await writeFile(path, raw, { flag: 'wx' });
  return path;
}
