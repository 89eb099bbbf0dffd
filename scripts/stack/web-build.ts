import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './repo-root';

const webDir = join(repoRoot, 'apps/web');
const SOURCES = [join(webDir, 'src'), join(webDir, 'next.config.ts'), join(webDir, 'package.json'), join(repoRoot, 'packages/domain/src')];

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestMtime(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** True when `.next` holds a production build newer than every source file of the site. */
export async function isWebBuildFresh(): Promise<boolean> {
  const built = await stat(join(webDir, '.next/BUILD_ID')).catch(() => null);
  if (!built) return false;
  const newest = Math.max(...(await Promise.all(SOURCES.map(newestMtime))));
  return built.mtimeMs > newest;
}

function runNext(args: string[]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'node_modules/next/dist/bin/next'), ...args], {
      cwd: webDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next ${args[0]} failed with exit code ${code}`))));
  });
}

/**
 * Runs `next build` for the site unless the last build is still fresh. With `analyze`
 * (ANALYZE=true) it also writes Turbopack's bundle analysis to apps/web/.next/diagnostics/analyze.
 */
export async function ensureWebBuild(options: { analyze?: boolean; log?: (line: string) => void } = {}): Promise<void> {
  const log = options.log ?? console.log;
  if (!(await isWebBuildFresh())) {
    log('Building the site (next build), once per change of its sources…');
    await runNext(['build']);
  }
  if (options.analyze) {
    log('ANALYZE=true: writing the bundle analysis (next analyze --output)…');
    await runNext(['analyze', '--output']);
    log('Bundle analysis written to apps/web/.next/diagnostics/analyze');
  }
}
