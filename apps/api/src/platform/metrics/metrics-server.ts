import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseLogger } from 'pino';
import type { Metrics } from './metrics';

export interface MetricsServerOptions {
  host: string;
  /** 0: any free port (tests); the one chosen is in `port` of the answer and in the log. */
  port: number;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string | undefined;
}

export interface MetricsServer {
  /** The port it listens on, null when it could not listen (logged). */
  port: number | null;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function authorized(request: IncomingMessage, token: string | undefined): boolean {
  if (!token) return true;
  const header = request.headers.authorization ?? '';
  return timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/**
 * `GET /metrics` (Prometheus text format) on a port of its own, never on the public API's: bound to
 * METRICS_HOST (loopback unless said otherwise), optionally behind a bearer token. A port already taken
 * is logged and the process goes on without metrics (the scraper's `up` metric tells).
 */
export async function startMetricsServer(metrics: Metrics, options: MetricsServerOptions, logger: Pick<BaseLogger, 'info' | 'error'>): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (!authorized(request, options.token)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('unauthorized\n');
      return;
    }
    metrics
      .exposition()
      .then(({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(request.method === 'HEAD' ? undefined : body))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'metrics exposition failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      });
  });
  const port = await new Promise<number | null>((resolve) => {
    server.once('error', (error) => {
      logger.error({ err: error, host: options.host, port: options.port }, 'metrics server could not listen: this process has no /metrics');
      resolve(null);
    });
    server.listen({ host: options.host, port: options.port }, () => resolve((server.address() as AddressInfo).port));
  });
  if (port !== null) logger.info({ host: options.host, port }, 'metrics listening');
  return {
    port,
    close: () =>
      port === null
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
  };
}
