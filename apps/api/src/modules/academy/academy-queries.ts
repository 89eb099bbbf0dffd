import type { Pool, PoolClient } from 'pg';
import type { AcademySession } from '@registre/domain';

interface SessionRow {
  id: string;
  title: string;
  description: string;
  starts_at: Date;
  duration_minutes: number;
  capacity: number;
  seats_left: number;
}

const present = (row: SessionRow): AcademySession => ({
  id: row.id,
  title: row.title,
  description: row.description,
  starts_at: row.starts_at.toISOString(),
  duration_minutes: row.duration_minutes,
  capacity: row.capacity,
  seats_left: Math.max(0, row.seats_left),
});

const SESSION_COLUMNS = `s.id, s.title, s.description, s.starts_at, s.duration_minutes, s.capacity,
  s.capacity - (SELECT count(*) FROM academy_registrations r WHERE r.session_id = s.id)::int AS seats_left`;

/** Sessions starting after `now`, the soonest first. */
export async function selectUpcomingSessions(pool: Pool, now: Date): Promise<AcademySession[]> {
  const { rows } = await pool.query<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM academy_sessions s WHERE s.starts_at > $1 ORDER BY s.starts_at, s.id`, [now]);
  return rows.map(present);
}

/**
 * The session, locked until the transaction ends (registrations to it take turns), or null. Its seats
 * are counted by a second statement, after the lock is held: one statement's snapshot would predate
 * the registrations committed while it waited.
 */
export async function lockSession(client: PoolClient, id: string): Promise<AcademySession | null> {
  const locked = await client.query('SELECT 1 FROM academy_sessions WHERE id = $1 FOR UPDATE', [id]);
  if (locked.rowCount === 0) return null;
  const { rows } = await client.query<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM academy_sessions s WHERE s.id = $1`, [id]);
  return rows[0] ? present(rows[0]) : null;
}

/** Whether the address has registered to the session. */
export async function isRegistered(client: PoolClient, sessionId: string, email: string): Promise<boolean> {
  const { rowCount } = await client.query('SELECT 1 FROM academy_registrations WHERE session_id = $1 AND email = $2', [sessionId, email]);
  return (rowCount ?? 0) > 0;
}

export async function insertRegistration(client: PoolClient, registration: { sessionId: string; name: string; email: string; at: Date }): Promise<void> {
  await client.query('INSERT INTO academy_registrations (session_id, name, email, registered_at) VALUES ($1, $2, $3, $4)', [
    registration.sessionId,
    registration.name,
    registration.email,
    registration.at,
  ]);
}

export interface NewAcademySession {
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
}

/** Plans a session (the academy CLI); answers its id. */
export async function insertSession(pool: Pool, session: NewAcademySession): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    'INSERT INTO academy_sessions (title, description, starts_at, duration_minutes, capacity) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [session.title, session.description, session.startsAt, session.durationMinutes, session.capacity],
  );
  return (rows[0] as { id: string }).id;
}
