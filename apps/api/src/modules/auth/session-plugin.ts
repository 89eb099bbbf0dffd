import { createHmac } from 'node:crypto';
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { XSRF_COOKIE } from '@registre/domain';
import { hashToken, isTokenShaped, randomToken, sameSecret } from './secret-token';
import { sessionStore, type SessionStore, type StoredSession } from './session-store';

export interface SessionOptions {
  cookieName: string;
  cookieDomain?: string;
  /** Secure cookies (HTTPS only): on in production. */
  secure: boolean;
  idleMinutes: number;
  absoluteHours: number;
  /** Secret from which a guest's CSRF token is derived (no row is stored for a guest). */
  csrfKey: string;
  /** Run when a guest's stored session is rotated to a user (sign-in, registration): what the guest kept follows the user. */
  onGuestSignedIn?: GuestSignedInHook;
}

/** What other modules do when a guest with a stored session signs in (orders: the guest's pre-orders become the user's). */
export type GuestSignedInHook = (guestSessionIdHash: string, userId: string) => Promise<void>;

/** One request's view of its server-side session, loaded from PostgreSQL on first use only. */
export interface RequestSession {
  /** The live session the cookie names, or null (no cookie, unknown, expired). */
  current(): Promise<StoredSession | null>;
  /** The signed-in user's id, or null for a guest. */
  userId(): Promise<string | null>;
  /** True when `token` is this session's CSRF token (for a guest without a row: the one derived from its cookie). */
  csrfMatches(token: string): Promise<boolean>;
  /**
   * Makes sure the browser holds a session cookie and the XSRF-TOKEN cookie with its token: an
   * existing session keeps its token when the browser still has it (no race between tabs). A
   * guest gets a cookie and a token derived from it, and no row: a row is written only when
   * there is something to keep (a sign-in), so anonymous calls cost no insert.
   */
  issueCsrfCookie(): Promise<void>;
  /**
   * The stored session, written now for a guest who has something to keep (a pre-order): the
   * guest's cookie and CSRF token stay as they are, so the browser notices nothing.
   */
  keep(): Promise<StoredSession>;
  /**
   * A new session id and CSRF token for this user (sign-in) or for a guest: the old one is ended.
   * `persistent: false` ("Se souvenir de moi" left unticked) makes both cookies end with the
   * browser session; by default they last the session's absolute lifetime.
   */
  rotate(userId: string | null, options?: { persistent?: boolean }): Promise<void>;
  /** Ends the session server-side and clears both cookies. */
  destroy(): Promise<void>;
  /**
   * Marks this browser as the one that registered the account (a signed HttpOnly cookie, kept
   * across sign-in and sign-out): proving the address from it later takes nothing away.
   */
  markRegistrant(userId: string): void;
  /** True when this browser registered the account (its registrant cookie is signed for this id). */
  isRegistrant(userId: string): boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
  }
}

/** The registrant cookie lasts this long: the time to prove the address, resent links included. */
const REGISTRANT_DAYS = 30;

/** The registrant cookie's value for a user: an HMAC of its id under the server's secret. */
function registrantMark(userId: string, key: string): string {
  return createHmac('sha256', key).update(`registrant:${userId}`).digest('base64url');
}

/** Roughly one session creation in fifty also purges expired sessions. */
const PURGE_ODDS = 50;

/** A guest's CSRF token: an HMAC of its session cookie under the server's secret (signed double-submit cookie). */
function guestCsrfToken(sessionId: string, key: string): string {
  return createHmac('sha256', key).update(`csrf:${sessionId}`).digest('base64url');
}

function createRequestSession(request: FastifyRequest, reply: FastifyReply, store: SessionStore, options: SessionOptions): RequestSession {
  let loaded: Promise<StoredSession | null> | undefined;
  const maxAge = options.absoluteHours * 3600;
  const base: CookieSerializeOptions = {
    path: '/',
    sameSite: 'lax',
    secure: options.secure,
    ...(options.cookieDomain ? { domain: options.cookieDomain } : {}),
  };

  const setCookies = (sessionId: string, csrfToken: string, persistent = true) => {
    const lifetime = persistent ? { maxAge } : {};
    reply.setCookie(options.cookieName, sessionId, { ...base, httpOnly: true, ...lifetime });
    reply.setCookie(XSRF_COOKIE, csrfToken, { ...base, httpOnly: false, ...lifetime });
  };
  // A live session's cookie is left as it was set (persistent or not): only its token is (re)sent, for the browser session.
  const setCsrfCookie = (csrfToken: string): void => {
    reply.setCookie(XSRF_COOKIE, csrfToken, { ...base, httpOnly: false });
  };

  const current = () => {
    loaded ??= (async () => {
      const id = request.cookies[options.cookieName];
      return isTokenShaped(id) ? store.find(hashToken(id)) : null;
    })();
    return loaded;
  };

  const start = async (userId: string | null, persistent = true) => {
    const sessionId = randomToken();
    const csrfToken = randomToken();
    const session: StoredSession = { idHash: hashToken(sessionId), userId, csrfHash: hashToken(csrfToken) };
    await store.create({ ...session, ip: request.clientIp, userAgent: request.headers['user-agent'] ?? null });
    loaded = Promise.resolve(session);
    setCookies(sessionId, csrfToken, persistent);
    if (Math.floor(Math.random() * PURGE_ODDS) === 0) {
      store.purgeExpired().catch((error: unknown) => request.log.warn({ err: error }, 'session purge failed'));
    }
  };

  return {
    current,
    async userId() {
      return (await current())?.userId ?? null;
    },
    async csrfMatches(token) {
      if (!isTokenShaped(token)) return false;
      const session = await current();
      if (session !== null) return sameSecret(hashToken(token), session.csrfHash);
      const guestId = request.cookies[options.cookieName];
      return isTokenShaped(guestId) && sameSecret(token, guestCsrfToken(guestId, options.csrfKey));
    },
    async issueCsrfCookie() {
      const session = await current();
      if (!session) {
        const held = request.cookies[options.cookieName];
        const guestId = isTokenShaped(held) ? held : randomToken();
        return setCookies(guestId, guestCsrfToken(guestId, options.csrfKey));
      }
      const held = request.cookies[XSRF_COOKIE];
      if (isTokenShaped(held) && sameSecret(hashToken(held), session.csrfHash)) return setCsrfCookie(held);
      const csrfToken = randomToken();
      await store.replaceCsrf(session.idHash, hashToken(csrfToken));
      loaded = Promise.resolve({ ...session, csrfHash: hashToken(csrfToken) });
      setCsrfCookie(csrfToken);
    },
    async keep() {
      const session = await current();
      if (session) return session;
      const guestId = request.cookies[options.cookieName];
      if (!isTokenShaped(guestId)) {
        await start(null);
        return (await current()) as StoredSession;
      }
      const kept: StoredSession = { idHash: hashToken(guestId), userId: null, csrfHash: hashToken(guestCsrfToken(guestId, options.csrfKey)) };
      await store.create({ ...kept, ip: request.clientIp, userAgent: request.headers['user-agent'] ?? null });
      loaded = Promise.resolve(kept);
      return kept;
    },
    async rotate(userId, rotation = {}) {
      const session = await current();
      if (session) await store.delete(session.idHash);
      if (session && session.userId === null && userId !== null) await options.onGuestSignedIn?.(session.idHash, userId);
      await start(userId, rotation.persistent ?? true);
    },
    async destroy() {
      const session = await current();
      if (session) await store.delete(session.idHash);
      loaded = Promise.resolve(null);
      reply.clearCookie(options.cookieName, base);
      reply.clearCookie(XSRF_COOKIE, base);
    },
    markRegistrant(userId) {
      reply.setCookie(`${options.cookieName}_registrant`, `${userId}.${registrantMark(userId, options.csrfKey)}`, { ...base, httpOnly: true, maxAge: REGISTRANT_DAYS * 86400 });
    },
    isRegistrant(userId) {
      const held = request.cookies[`${options.cookieName}_registrant`];
      return typeof held === 'string' && sameSecret(held, `${userId}.${registrantMark(userId, options.csrfKey)}`);
    },
  };
}

/**
 * Server-side sessions in PostgreSQL behind an HttpOnly, SameSite=Lax cookie (Secure in
 * production). Nothing is read from the database until a route asks for the session, so
 * public pages pay nothing for it.
 */
export async function registerSession(app: FastifyInstance, pool: Pool, options: SessionOptions): Promise<SessionStore> {
  await app.register(fastifyCookie);
  const store = sessionStore(pool, options);
  app.decorateRequest('session', null as unknown as RequestSession);
  app.addHook('onRequest', async (request, reply) => {
    request.session = createRequestSession(request, reply, store, options);
  });
  return store;
}
