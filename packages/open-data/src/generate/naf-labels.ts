import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let cached: Promise<ReadonlyMap<string, string>> | null = null;

/**
 * French labels of the NAF rév. 2 codes (@socialgouv/codes-naf, the package the nomenclature
 * loader of @registre/db reads): activity descriptions and corporate purposes in RNE records.
 */
export function loadNafLabels(): Promise<ReadonlyMap<string, string>> {
  cached ??= readFile(require.resolve('@socialgouv/codes-naf/index.json'), 'utf8').then((text) => {
    const entries = JSON.parse(text) as Array<{ id: string; label: string }>;
    return new Map(entries.map((entry) => [entry.id, entry.label]));
  });
  return cached;
}
