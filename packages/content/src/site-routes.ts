import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A route of the Next app: its segments, `null` where the segment is a `[param]`, `'**'` for a catch-all. */
export type RoutePattern = readonly (string | null)[];

const PAGE_FILES = /^(page|route)\.(tsx?|jsx?)$/;

/**
 * Every route of the Next app under `appDir`: a folder holding a page or a route handler. Route groups
 * `(name)` add no segment, `[param]` matches any segment, `[...param]` the rest; private `_folders` and
 * parallel `@slots` are not routes.
 */
export function scanSiteRoutes(appDir: string): RoutePattern[] {
  const routes: RoutePattern[] = [];
  const walk = (dir: string, segments: (string | null)[]): void => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.some((entry) => entry.isFile() && PAGE_FILES.test(entry.name))) routes.push(segments);
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('@')) continue;
      const name = entry.name;
      const next = name.startsWith('(') ? segments : [...segments, name.startsWith('[...') || name.startsWith('[[...') ? '**' : name.startsWith('[') ? null : name];
      walk(join(dir, name), next);
    }
  };
  walk(appDir, []);
  return routes;
}

/** Whether a path's segments fit a pattern; `[productSlug]` only takes a product page's slug. */
export function matchesRoute(pattern: RoutePattern, segments: readonly string[], productSlugs: ReadonlySet<string>): boolean {
  for (let index = 0; index < pattern.length; index += 1) {
    const expected = pattern[index];
    if (expected === '**') return segments.length > index;
    const actual = segments[index];
    if (actual === undefined) return false;
    if (expected === null) {
      if (index === 0 && !productSlugs.has(actual)) return false;
    } else if (expected !== actual) return false;
  }
  return segments.length === pattern.length;
}

/** The product pages' slugs, read from the site's configuration (apps/web/src/config/product-pages.ts). */
export function readProductSlugs(productPagesFile: string): string[] {
  if (!existsSync(productPagesFile)) return [];
  return [...readFileSync(productPagesFile, 'utf8').matchAll(/\{\s*slug:\s*'([a-z0-9-]+)'/g)].map((match) => match[1] ?? '').filter((slug) => slug !== '');
}
