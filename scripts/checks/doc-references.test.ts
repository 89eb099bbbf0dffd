import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../stack/repo-root';

/** Source folders whose comments send readers to a document. */
const SOURCES = ['apps/api/src', 'apps/web/src', 'packages/db/src', 'packages/documents/src', 'packages/domain/src', 'packages/open-data/src', 'scripts'];

/** The full design lives outside the repository (`../shared/DESIGN.md`, README). */
const OUTSIDE = new Set(['DESIGN.md']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A cited document exists: `docs/<name>.md` from the root; a bare `<NAME>.md` next to the citing file, at the root or in docs/. */
function resolves(citation: string, citingFile: string): boolean {
  if (citation.includes('/')) return existsSync(join(repoRoot, citation));
  return OUTSIDE.has(citation) || [dirname(citingFile), repoRoot, join(repoRoot, 'docs')].some((folder) => existsSync(join(folder, citation)));
}

describe('documents cited in code comments', () => {
  it('every cited .md file exists', () => {
    const broken: string[] = [];
    for (const file of SOURCES.flatMap((folder) => sourceFiles(join(repoRoot, folder)))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?<![\w/.-])((?:docs\/)?[\w-]+\.md)\b/g)) {
        const citation = match[1] as string;
        if (!resolves(citation, file)) broken.push(`${relative(repoRoot, file)}: ${citation}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
