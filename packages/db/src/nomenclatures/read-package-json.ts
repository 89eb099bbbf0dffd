import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Parses a JSON file shipped in an installed package, e.g.
 * `@etalab/decoupage-administratif/data/communes.json`. Read with fs rather than
 * `require`/`import` so the (large) data is not kept in the module cache.
 * The caller states the shape it expects; the file is trusted package data.
 */
export async function readPackageJson<T>(specifier: string): Promise<T> {
  const text = await readFile(require.resolve(specifier), 'utf8');
  return JSON.parse(text) as T;
}
