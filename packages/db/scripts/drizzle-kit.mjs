// Runs the drizzle-kit CLI with the arguments given, so that it finds this package's
// drizzle-orm whether npm hoisted it or nested it under packages/db/node_modules:
// CommonJS `require` through NODE_PATH, ESM `import()` through a resolution hook.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const drizzleKitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hook = fileURLToPath(new URL('./drizzle-orm-resolve-hook.mjs', import.meta.url));
const nodePath = [path.join(packageDir, 'node_modules'), process.env.NODE_PATH]
  .filter(Boolean)
  .join(path.delimiter);

const result = spawnSync(process.execPath, ['--import', hook, drizzleKitBin, ...process.argv.slice(2)], {
  cwd: packageDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: nodePath },
});
process.exit(result.status ?? 1);
