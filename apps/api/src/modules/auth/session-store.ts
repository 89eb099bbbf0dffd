import type { Pool } from 'pg';

/** A stored session: only hashes of its id and CSRF token are kept. */
export interface StoredSession {
  idHash: string;
  userId: string | null;
  csrfHash: string;
}

export interface NewSession extends StoredSession {
  ip: string | null;
  userAgent: string | null;
}

export interface SessionLifetime {
  idleMinutes: number;
  absoluteHours: number;
}

/** Last-seen times are written at most this often, not on every request. */
const TOUCH_AFTER_SECONDS = 60;

const FIND_SQL = `
  SELECT id_hash, user_id::text AS user_id, csrf_hash,
         last_seen_at < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS}) AS stale
    FROM sessions
   WHERE id_hash = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(mins => $2)`;

/** PostgreSQL table `sessions`: guest and signed-in sessions with idle and absolute expiry. */
export function sessionStore(pool: Pool, lifetime: SessionLifetime) {
  return {
    /** The live session with this id hash (touching its last-seen time), or null. */
    async find(idHash: string): Promise<StoredSession | null> {
      const { rows } = await pool.query<{ id_hash: string; user_id: string | null; csrf_hash: string; stale: boolean }>({
        name: 'session-find',
        text: FIND_SQL,
        values: [idHash, lifetime.idleMinutes],
      });
      const row = rows[0];
      if (!row) return null;
      if (row.stale) await pool.query({ name: 'session-touch', text: 'UPDATE sessions SET last_seen_at = now() WHERE id_hash = $1', values: [idHash] });
      return { idHash: row.id_hash, userId: row.user_id, csrfHash: row.csrf_hash };
    },

    async create(session: NewSession): Promise<void> {
      // A guest's first kept session may be written by two parallel requests with the same cookie: the second changes nothing.
      await pool.query({
        name: 'session-create',
        text: `INSERT INTO sessions (id_hash, user_id, csrf_hash, ip, user_agent, expires_at)
               VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6))
               ON CONFLICT (id_hash) DO NOTHING`,
        values: [session.idHash, session.userId, session.csrfHash, session.ip, session.userAgent?.slice(0, 512) ?? null, lifetime.absoluteHours],
      });
    },

    async replaceCsrf(idHash: string, csrfHash: string): Promise<void> {
      await pool.query({ name: 'session-replace-csrf', text: 'UPDATE sessions SET csrf_hash = $2 WHERE id_hash = $1', values: [idHash, csrfHash] });
    },

    async delete(idHash: string): Promise<void> {
      await pool.query({ name: 'session-delete', text: 'DELETE FROM sessions WHERE id_hash = $1', values: [idHash] });
    },

    /** Ends every session of a user, except the one given (null: all of them). */
    async deleteForUser(userId: string, exceptIdHash: string | null): Promise<void> {
      await pool.query({
        name: 'session-delete-for-user',
        text: 'DELETE FROM sessions WHERE user_id = $1 AND id_hash IS DISTINCT FROM $2',
        values: [userId, exceptIdHash],
      });
    },

    async listForUser(userId: string): Promise<{ created_at: Date; last_seen_at: Date; ip: string | null; user_agent: string | null }[]> {
      const { rows } = await pool.query<{ created_at: Date; last_seen_at: Date; ip: string | null; user_agent: string | null }>({
        name: 'session-list-for-user',
        text: 'SELECT created_at, last_seen_at, ip, user_agent FROM sessions WHERE user_id = $1 ORDER BY created_at',
        values: [userId],
      });
      return rows;
    },

    /** Removes expired sessions (called now and then, like Laravel's session lottery). */
    async purgeExpired(): Promise<number> {
      const result = await pool.query({
        name: 'session-purge-expired',
        text: 'DELETE FROM sessions WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(mins => $1)',
        values: [lifetime.idleMinutes],
      });
      return result.rowCount ?? 0;
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
