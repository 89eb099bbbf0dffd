import type { PersonalDataExport } from '@registre/domain';
import type { AuthDependencies, AuthRequestContext } from './auth-context';
import type { ActiveUser } from './current-user';
import { presentUser } from './present-user';

/** `GET /api/me/export`: everything held on the signed-in user (RGPD access and portability). */
export async function exportPersonalData(deps: AuthDependencies, user: ActiveUser, context: AuthRequestContext): Promise<PersonalDataExport> {
  await deps.events.record({ type: 'personal-data-exported', userId: user.id, ip: context.ip, userAgent: context.userAgent });
  const [sessions, events] = await Promise.all([deps.sessions.listForUser(user.id), deps.events.listForUser(user.id)]);
  return {
    exported_at: new Date().toISOString(),
    user: { ...presentUser(user), tracking_source: user.tracking_source, terms_accepted_at: user.terms_accepted_at?.toISOString() ?? null },
    sessions: sessions.map((session) => ({
      created_at: session.created_at.toISOString(),
      last_seen_at: session.last_seen_at.toISOString(),
      ip: session.ip,
      user_agent: session.user_agent,
    })),
    security_events: events.map((event) => ({ type: event.type, created_at: event.created_at.toISOString(), ip: event.ip, user_agent: event.user_agent })),
  };
}
