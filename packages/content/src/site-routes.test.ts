import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { matchesRoute, readProductSlugs, scanSiteRoutes } from './site-routes';

const root = mkdtempSync(join(tmpdir(), 'site-routes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function touch(file: string, text = ''): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

touch('app/page.tsx');
touch('app/(account)/mon-compte/page.tsx');
touch('app/nos-tarifs/page.tsx');
touch('app/_private/page.tsx');
touch('app/sitemap.xml/route.ts');
touch('app/[productSlug]/page.tsx');
touch('app/entreprises/[siren]/[slug]/page.tsx');
touch('app/aide/[...chemin]/page.tsx');
touch('app/composants/button.tsx');
touch('product-pages.ts', "export const PRODUCT_PAGES = [\n  { slug: 'extrait-kbis', documentKindId: 'kbis' },\n  { slug: 'numero-tva', documentKindId: null },\n];\n");

describe('site routes', () => {
  const routes = scanSiteRoutes(join(root, 'app'));
  const products = new Set(readProductSlugs(join(root, 'product-pages.ts')));
  const exists = (path: string) => routes.some((pattern) => matchesRoute(pattern, path.split('/').filter(Boolean), products));

  it('reads the product slugs of the configuration', () => {
    expect([...products]).toEqual(['extrait-kbis', 'numero-tva']);
  });

  it.each(['/', '/mon-compte', '/nos-tarifs', '/sitemap.xml', '/extrait-kbis', '/entreprises/552081317/danone', '/aide/a/b/c'])('finds %s', (path) => {
    expect(exists(path)).toBe(true);
  });

  it.each(['/extrait-kbys', '/_private', '/composants', '/entreprises/552081317', '/aide', '/nos-tarifs/2026'])('refuses %s', (path) => {
    expect(exists(path)).toBe(false);
  });
});
