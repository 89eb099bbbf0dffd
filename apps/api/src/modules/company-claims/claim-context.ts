import type { Pool } from 'pg';
import type { Clock, FileStorage } from '../../platform';
import type { MailHandOver } from '../../mail/mail-outbox';
import type { PagesChanged } from '../site-revalidation';

/** What the claim services share. */
export interface ClaimDependencies {
  pool: Pool;
  storage: FileStorage;
  clock: Clock;
  /** Hands a mail over (the mail queue on a platform). */
  mail: MailHandOver;
  settings: { brand: string; webOrigin: string };
  /** Tells the site, in the claim's transaction, that the company's cached page changed (site-revalidation's face). */
  pagesChanged: PagesChanged;
}

/** Who acts and from where, for the audit. */
export interface ClaimActor {
  /** `user:<id>` or `admin:<name>`. */
  actor: string;
  ip: string | null;
}
