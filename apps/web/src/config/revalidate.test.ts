import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOMENCLATURE_REVALIDATE_SECONDS, PAGE_REVALIDATE_SECONDS } from './revalidate';

const APP_DIR = join(import.meta.dirname, '../app');
const SEGMENT_REVALIDATE = /^export const revalidate = (.+);$/m;

async function routeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? routeFiles(join(dir, entry.name)) : Promise.resolve(/\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : []))),
  );
  return nested.flat();
}

describe('page revalidation', () => {
  it('is the 10 seconds of the specification', () => {
    expect(PAGE_REVALIDATE_SECONDS).toBe(10);
    expect(NOMENCLATURE_REVALIDATE_SECONDS).toBeGreaterThan(PAGE_REVALIDATE_SECONDS);
  });

  it('is what every route segment that sets one writes as its literal', async () => {
    const segments: Record<string, string> = {};
    for (const file of await routeFiles(APP_DIR)) {
      const match = SEGMENT_REVALIDATE.exec(await readFile(file, 'utf8'));
      if (match?.[1] !== undefined) segments[relative(APP_DIR, file)] = match[1];
    }
    // The static general pages (`next build` prints them as ○ or ● with 10s); pages rendered per
    // request (ƒ) need none: their reads carry the revalidation.
    expect(Object.keys(segments)).toEqual(expect.arrayContaining(['rechercher/page.tsx', '[productSlug]/page.tsx']));
    for (const [file, value] of Object.entries(segments)) expect(`${file}: ${value}`).toBe(`${file}: ${PAGE_REVALIDATE_SECONDS}`);
  });
});
