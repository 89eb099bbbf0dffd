import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Header in which the site's server names the visitor it renders for. */
export const VISITOR_ADDRESS_HEADER = 'x-visitor-address';
/** Header carrying the secret shared by the site's server and the API (SITE_API_SECRET). */
export const SITE_SECRET_HEADER = 'x-site-secret';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visitor's address, the key of every per-address limit, session and security-log
     * entry: the visitor named by the site's server when it proves the shared secret, else the
     * peer's address as Fastify reads it (X-Forwarded-For only from the configured proxies).
     */
    readonly clientIp: string;
    /**
     * True for a call of the site's own server that proves the shared secret without naming a
     * visitor: a render shared by every visitor (a cached page), which no per-visitor limit
     * should refuse.
     */
    readonly sharedSiteRender: boolean;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : null;
}

/** True when `candidate` is the shared secret (compared in constant time). */
function provesSecret(candidate: string | null, secretDigest: Buffer | null): boolean {
  return secretDigest !== null && candidate !== null && timingSafeEqual(digest(candidate), secretDigest);
}

/**
 * Decorates every request with `clientIp`. Without the secret (unset, missing or wrong), the
 * visitor header is ignored: a client cannot pick the address it is limited under.
 */
export function registerClientAddress(app: FastifyInstance, options: { siteSecret?: string | undefined }): void {
  const secretDigest = options.siteSecret ? digest(options.siteSecret) : null;
  const cache = new WeakMap<FastifyRequest, string>();
  app.decorateRequest('clientIp', {
    getter(this: FastifyRequest): string {
      let address = cache.get(this);
      if (address === undefined) {
        const named = headerValue(this, VISITOR_ADDRESS_HEADER);
        address = named !== null && isIP(named) !== 0 && provesSecret(headerValue(this, SITE_SECRET_HEADER), secretDigest) ? named : this.ip;
        cache.set(this, address);
      }
      return address;
    },
  });
  app.decorateRequest('sharedSiteRender', {
    getter(this: FastifyRequest): boolean {
      return headerValue(this, VISITOR_ADDRESS_HEADER) === null && provesSecret(headerValue(this, SITE_SECRET_HEADER), secretDigest);
    },
  });
}
