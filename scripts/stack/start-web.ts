import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './repo-root';

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.body?.cancel();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`the site did not answer on ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the built site (`next start`) against an API, and waits until it answers.
 * `apiUrl` is how the site's server reaches the API; `apiPublicUrl` how visitors' browsers do
 * (default: the same URL, or API_PUBLIC_URL from the environment); `siteSecret` the secret it
 * proves to the API to name its visitors (the API's, see startApi).
 */
export async function startWeb(options: { port: number; apiUrl: string; apiPublicUrl?: string; siteSecret?: string; quiet?: boolean; env?: Record<string, string> }): Promise<WebServer> {
  const apiPublicUrl = options.apiPublicUrl ?? process.env.API_PUBLIC_URL ?? options.apiUrl;
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules/next/dist/bin/next'), 'start', '-p', String(options.port), '-H', '127.0.0.1'], {
    cwd: join(repoRoot, 'apps/web'),
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...process.env, ...options.env, API_INTERNAL_URL: options.apiUrl, API_PUBLIC_URL: apiPublicUrl, ...(options.siteSecret ? { SITE_API_SECRET: options.siteSecret } : {}), NEXT_TELEMETRY_DISABLED: '1', PORT: String(options.port) },
  });
  const url = `http://127.0.0.1:${options.port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  try {
    await waitForHttp(`${url}/`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
