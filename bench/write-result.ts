import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * Writes a benchmark's result as `bench/results/<name>-<UTC date and time>.json` (not committed) and
 * returns the file's path, for the benchmark to print.
 */
export async function writeBenchResult(name: string, result: unknown): Promise<string> {
  const dir = resolve('bench/results');
  await mkdir(dir, { recursive: true });
  const file = resolve(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, JSON.stringify(result, null, 2));
  return file;
}
