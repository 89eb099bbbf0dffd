import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const LOCALES = join(root, 'apps/web/src/locales/fr');
/** Where the API's answers take their message keys from. */
const SOURCES = ['apps/api/src', 'packages/domain/src/contracts'];
const KEY = /['"`]((?:errors|validation):[a-z0-9][\w.-]*[a-z0-9])['"`]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

function lookup(key: string): unknown {
  const [namespace, path] = key.split(':') as [string, string];
  let node: unknown = JSON.parse(readFileSync(join(LOCALES, `${namespace}.json`), 'utf8'));
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

describe('API message keys', () => {
  const keys = new Map<string, string>();
  for (const source of SOURCES) {
    for (const file of sourceFiles(join(root, source))) {
      for (const match of readFileSync(file, 'utf8').matchAll(KEY)) keys.set(match[1] as string, relative(root, file));
    }
  }

  it('finds the keys the API answers with', () => {
    expect(keys.has('errors:company.not-found')).toBe(true);
  });

  it.each([...keys.entries()])('%s (from %s) has a French text in the locales', (key) => {
    const text = lookup(key);
    expect(typeof text, `missing French text for ${key}`).toBe('string');
    expect(String(text).trim()).not.toBe('');
  });
});
