/**
 * One site instance for a load balancer: the built Next site (`next build`) served by Next's own
 * request handler, with the readiness and the drain that `next start` lacks (on SIGTERM it stops
 * accepting connections at once, while the balancer may still send some).
 *
 * - `GET /ready`: 200 `{"status":"ready"}`, then 503 `{"status":"draining"}` from the first SIGTERM or SIGINT.
 * - On that signal: `/ready` answers 503 and everything else is still served for
 *   SHUTDOWN_DRAIN_SECONDS (5), the time for the balancer's health check to take the instance out;
 *   then the server stops accepting, closes its idle connections, lets the requests under way finish
 *   and the process exits 0. A second signal ends it at once.
 *
 * Settings: WEB_PORT (3000), WEB_HOST (127.0.0.1), SHUTDOWN_DRAIN_SECONDS, and the site's own (docs/operations.md).
 * Run it with `node --import tsx apps/web/site-server.ts` (npm run cluster does, deploy/).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import next from 'next';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.WEB_PORT ?? 3000);
const host = process.env.WEB_HOST ?? '127.0.0.1';
const drainSeconds = Number(process.env.SHUTDOWN_DRAIN_SECONDS ?? 5);
const log = (msg: string, fields: Record<string, unknown> = {}) => console.log(JSON.stringify({ time: Date.now(), pid: process.pid, msg, ...fields }));

const site = next({ dev: false, dir: dirname(fileURLToPath(import.meta.url)), hostname: host, port });
const handle = site.getRequestHandler();
await site.prepare();

let draining = false;
function answerReady(response: ServerResponse): void {
  response.writeHead(draining ? 503 : 200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ status: draining ? 'draining' : 'ready' }));
}

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  if (request.url === '/ready') return answerReady(response);
  handle(request, response).catch((error: unknown) => {
    log('site request failed', { url: request.url, error: String(error) });
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});
// The balancer's keep-alive must close before the server's: Node's default of 5 s, longer than HAProxy's 2 s.
server.keepAliveTimeout = 5_000;

async function stop(signal: string): Promise<void> {
  draining = true;
  log('site stopping: /ready answers 503', { signal, drainSeconds });
  await delay(drainSeconds * 1000);
  log('site no longer accepting connections, finishing the requests under way');
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await site.close();
  log('site stopped: requests finished');
  process.exit(0);
}

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    stop(signal).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}

server.listen(port, host, () => log('site listening', { url: `http://${host}:${port}` }));
