import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts the API alone (apps/api/src/main.ts) in its own process on a database, rate limits of
 * the search lifted, and resolves once `/health` answers. Kill the child to stop it. `env` adds or
 * overrides configuration (e.g. SITEMAP_URLS_PER_FILE); `cwd` runs the API of another checkout (a benchmark's "before").
 */
export async function startBenchApi(databaseUrl: string, port: number, env: Record<string, string> = {}, cwd?: string): Promise<ChildProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, API_PORT: String(port), APP_ENV: 'test', LOG_LEVEL: 'warn', SEARCH_RATE_LIMIT_PER_MINUTE: '10000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    ...(cwd === undefined ? {} : { cwd }),
  });
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${baseUrl}/health`).then((r) => r.ok).catch(() => false)) return child;
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('the API did not start');
}
