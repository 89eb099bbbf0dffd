import type { Pool } from 'pg';

/** What the security log records. */
export type SecurityEventType =
  | 'registered'
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
  | 'personal-data-exported';

export interface SecurityEvent {
  type: SecurityEventType;
  userId: string | null;
  email?: string | null;
  ip: string | null;
  userAgent: string | null;
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
     * Failed sign-ins for this e-mail within the window and since its last success, and the
     * seconds until the oldest of them leaves the window.
     */
    async recentLoginFailures(email: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }> {
      const { rows } = await pool.query<{ count: number; retry_after: number | null }>({
        name: 'security-event-recent-login-failures',
        text: `SELECT count(*)::int AS count,
                      ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - now()))::int AS retry_after
                 FROM security_events
                WHERE email = $1 AND type = 'login-failed'
                  AND created_at > now() - make_interval(secs => $2)
                  AND created_at > coalesce((SELECT max(created_at) FROM security_events
                                              WHERE email = $1 AND type = 'login-succeeded'), '-infinity')`,
        values: [email, windowSeconds],
      });
      const row = rows[0];
      return { count: row?.count ?? 0, retryAfterSeconds: Math.max(1, row?.retry_after ?? 1) };
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
