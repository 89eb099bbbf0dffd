// Module resolution hook for running drizzle-kit (see ./drizzle-kit.mjs): `drizzle-orm`
// is installed under packages/db/node_modules, out of reach of the hoisted drizzle-kit,
// so its `import('drizzle-orm/...')` calls are resolved from this package instead.
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

const packageJsonUrl = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: packageJsonUrl });
  }
  return nextResolve(specifier, context);
}

// Loaded with `--import`: register this file as a hook (the hooks thread loads it again).
if (isMainThread) register(import.meta.url);
