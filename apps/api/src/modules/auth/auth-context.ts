import type { FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { AccountDeletedHook } from './account-deleted-hook';
import type { AddressProvedElsewhereHook } from './address-proved-elsewhere-hook';
import type { BackgroundTasks } from './background-tasks';
import type { RequestSession } from './session-plugin';
import type { SecurityEvents } from './security-events';
import type { SessionStore } from './session-store';
import type { UserTokens } from './user-tokens';
import type { UsersQueries } from './users-queries';

/** What the account services share: tables, the mail outbox and settings. */
export interface AuthDependencies {
  pool: Pool;
  users: UsersQueries;
  tokens: UserTokens;
  events: SecurityEvents;
  sessions: SessionStore;
  outbox: MailOutbox;
  background: BackgroundTasks;
  /** What the other modules run in an account deletion's transaction (wired by the app). */
  accountDeletedHooks: readonly AccountDeletedHook[];
  /** What the other modules switch off when an address is proved from another browser than the registrant's. */
  addressProvedElsewhereHooks: readonly AddressProvedElsewhereHook[];
  settings: {
    brand: string;
    webOrigin: string;
    appKey: string;
    throttleWindowSeconds: number;
    /** Failed sign-ins allowed per e-mail from one address... */
    loginMaxFailuresPerEmail: number;
    /** ...and from all addresses together, except one that signed the account in lately. */
    loginMaxFailuresPerAccount: number;
    /** E-mail changes allowed per account within the window (each mails both addresses). */
    mailMaxPerAccount: number;
  };
}

/** The caller of one request: its address, browser and session. */
export interface AuthRequestContext {
  ip: string;
  userAgent: string | null;
  session: RequestSession;
}

export function authRequestContext(request: FastifyRequest): AuthRequestContext {
  const userAgent = request.headers['user-agent'];
  return { ip: request.clientIp, userAgent: typeof userAgent === 'string' ? userAgent : null, session: request.session };
}
