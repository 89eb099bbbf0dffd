import type { Pool } from 'pg';

/** What the security log records. */
export type SecurityEventType =
  | 'registered'
  | 'registration-attempted'
  | 'login-succeeded'
  | 'login-failed'
  | 'magic-link-login'
  | 'logout'
  | 'password-changed'
  | 'password-reset-requested'
  | 'password-reset'
  | 'email-changed'
  | 'email-verified'
  | 'account-deleted'
  | 'personal-data-exported'
  | 'current-password-failed';

export interface SecurityEvent {
  type: SecurityEventType;
  userId: string | null;
  email?: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** Recent failed sign-ins of one e-mail, as the sign-in throttle reads them. */
export interface LoginFailures {
  fromAddress: number;
  fromAddressRetryAfterSeconds: number;
  total: number;
  totalRetryAfterSeconds: number;
  knownAddress: boolean;
}

/** A window's counts (from this address, from all) and the seconds until the oldest of each leaves it (at least 1). */
type WindowCountsRow = { from_address: number; address_retry: number | null; in_total: number; total_retry: number | null };
function windowCounts(row: WindowCountsRow | undefined): Omit<LoginFailures, 'knownAddress'> {
  return {
    fromAddress: row?.from_address ?? 0,
    fromAddressRetryAfterSeconds: Math.max(1, row?.address_retry ?? 1),
    total: row?.in_total ?? 0,
    totalRetryAfterSeconds: Math.max(1, row?.total_retry ?? 1),
  };
}

/** PostgreSQL table `security_events`. */
export function securityEvents(pool: Pool) {
  return {
    async record(event: SecurityEvent): Promise<void> {
      await pool.query({
        name: 'security-event-record',
        text: 'INSERT INTO security_events (user_id, email, type, ip, user_agent) VALUES ($1, $2, $3, $4, $5)',
        values: [event.userId, event.email ?? null, event.type, event.ip, event.userAgent?.slice(0, 512) ?? null],
      });
    },

    /**
     * Failed sign-ins for this e-mail within the window and since its last success: from this
     * address, and from every address; the seconds until the oldest of each leaves the window;
     * and whether this address signed this account in within the last 30 days (a known address).
     */
    async recentLoginFailures(email: string, ip: string, windowSeconds: number): Promise<LoginFailures> {
      const { rows } = await pool.query<{ from_address: number; address_retry: number | null; in_total: number; total_retry: number | null; known_address: boolean }>({
        name: 'security-event-recent-login-failures',
        text: `WITH failures AS (
                 SELECT ip, created_at FROM security_events
                  WHERE email = $1 AND type = 'login-failed'
                    AND created_at > now() - make_interval(secs => $3)
                    AND created_at > coalesce((SELECT max(created_at) FROM security_events
                                                WHERE email = $1 AND type IN ('login-succeeded', 'magic-link-login')), '-infinity'))
               SELECT count(*) FILTER (WHERE ip = $2)::int AS from_address,
                      ceil(extract(epoch FROM min(created_at) FILTER (WHERE ip = $2) + make_interval(secs => $3) - now()))::int AS address_retry,
                      count(*)::int AS in_total,
                      ceil(extract(epoch FROM min(created_at) + make_interval(secs => $3) - now()))::int AS total_retry,
                      EXISTS (SELECT 1 FROM security_events
                               WHERE email = $1 AND ip = $2 AND type IN ('login-succeeded', 'magic-link-login', 'registered')
                                 AND created_at > now() - interval '30 days') AS known_address
                 FROM failures`,
        values: [email, ip, windowSeconds],
      });
      const row = rows[0];
      return { ...windowCounts(row), knownAddress: row?.known_address ?? false };
    },

    /**
     * Events of this type for this e-mail within the window: from this address and from every
     * address, with the seconds until the oldest of each leaves the window (the funnel's throttle
     * of registration attempts on a taken address).
     */
    async recentForEmail(email: string, type: SecurityEventType, ip: string, windowSeconds: number): Promise<Omit<LoginFailures, 'knownAddress'>> {
      const { rows } = await pool.query<{ from_address: number; address_retry: number | null; in_total: number; total_retry: number | null }>({
        name: 'security-event-recent-for-email',
        text: `SELECT count(*) FILTER (WHERE ip = $3)::int AS from_address,
                      ceil(extract(epoch FROM min(created_at) FILTER (WHERE ip = $3) + make_interval(secs => $4) - now()))::int AS address_retry,
                      count(*)::int AS in_total,
                      ceil(extract(epoch FROM min(created_at) + make_interval(secs => $4) - now()))::int AS total_retry
                 FROM security_events
                WHERE email = $1 AND type = $2 AND created_at > now() - make_interval(secs => $4)`,
        values: [email, type, ip, windowSeconds],
      });
      return windowCounts(rows[0]);
    },

    /** This user's events of this type within the window, and the seconds until the oldest leaves it. */
    async recentForUser(userId: string, type: SecurityEventType, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }> {
      const { rows } = await pool.query<{ count: number; retry_after: number | null }>({
        name: 'security-event-recent-for-user',
        text: `SELECT count(*)::int AS count,
                      ceil(extract(epoch FROM min(created_at) + make_interval(secs => $3) - now()))::int AS retry_after
                 FROM security_events
                WHERE user_id = $1 AND type = $2 AND created_at > now() - make_interval(secs => $3)`,
        values: [userId, type, windowSeconds],
      });
      return { count: rows[0]?.count ?? 0, retryAfterSeconds: Math.max(1, rows[0]?.retry_after ?? 1) };
    },

    async listForUser(userId: string): Promise<{ type: string; created_at: Date; ip: string | null; user_agent: string | null }[]> {
      const { rows } = await pool.query<{ type: string; created_at: Date; ip: string | null; user_agent: string | null }>({
        name: 'security-event-list-for-user',
        text: 'SELECT type, created_at, ip, user_agent FROM security_events WHERE user_id = $1 ORDER BY created_at, id',
        values: [userId],
      });
      return rows;
    },

    /** Erases the e-mail addresses typed in the user's events (account deletion). */
    async forgetEmails(userId: string, email: string): Promise<void> {
      await pool.query({
        name: 'security-event-forget-emails',
        text: 'UPDATE security_events SET email = NULL WHERE user_id = $1 OR email = $2',
        values: [userId, email],
      });
    },
  };
}

export type SecurityEvents = ReturnType<typeof securityEvents>;
