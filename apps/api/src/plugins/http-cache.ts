import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Cache policy of a public GET route, set as `config: { cache: { maxAge } }` on the route. */
export interface RouteCachePolicy {
  /** Seconds a browser or CDN may reuse the answer. */
  maxAge: number;
  /** Seconds a stale answer may still be served while it is refreshed (default: maxAge). */
  staleWhileRevalidate?: number;
  /** Request headers that change the answer (for example `hide-financial-data`). */
  vary?: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: RouteCachePolicy;
  }
}

function entityTag(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === tag || `W/${value}` === tag;
  });
}

/**
 * Public, cacheable answers carry `Cache-Control` and a weak `ETag`, and a conditional
 * request whose `If-None-Match` still matches gets a bodiless 304. Every other answer is
 * `no-store`: personal data never lands in a shared cache by default.
 */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.hasHeader('cache-control')) return payload;
    const policy = request.routeOptions.config.cache;
    const cacheable =
      policy && (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!cacheable) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    const swr = policy.staleWhileRevalidate ?? policy.maxAge;
    reply.header('cache-control', `public, max-age=${policy.maxAge}, stale-while-revalidate=${swr}`);
    if (policy.vary?.length) reply.header('vary', policy.vary.join(', '));
    const tag = entityTag(payload as string | Buffer);
    reply.header('etag', tag);
    if (matches(request.headers['if-none-match'], tag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
