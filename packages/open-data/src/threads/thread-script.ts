import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The code (for `new Worker(code, { eval: true })`) of a worker thread that runs the module `path` (relative to
 * the caller's `from`, i.e. its `import.meta.url`, without extension). Run from the TypeScript sources (tsx,
 * vitest), a worker does not inherit the thread's module hooks: it registers tsx's before importing the module.
 */
export function threadScript(from: string, path: string): string {
  if (!from.endsWith('.ts')) return `import(${JSON.stringify(new URL(`${path}.js`, from).href)});`;
  const target = new URL(`${path}.ts`, from).href;
  let tsx: string;
  try {
    tsx = import.meta.resolve('tsx/esm/api');
  } catch {
    tsx = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  }
  return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(target)}); });`;
}
