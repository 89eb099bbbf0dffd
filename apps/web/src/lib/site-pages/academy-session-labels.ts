import type { AcademySession } from '@registre/domain';

/** « mardi 12 janvier 2027 à 11:00 », Paris time. */
export const sessionDate = (session: AcademySession): string =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(session.starts_at));

/** Each session's label for a select: its title and date. */
export const sessionLabels = (sessions: readonly AcademySession[]): Record<string, string> =>
  Object.fromEntries(sessions.map((session) => [session.id, `${session.title} — ${sessionDate(session)}`]));
