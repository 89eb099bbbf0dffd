import { inPooledTransaction } from '@registre/db';
import type { AcademyRegistrationRequest } from '@registre/domain';
import { HttpError, NotFoundError } from '../../errors/http-errors';
import type { Platform } from '../../platform';
import { registrationConfirmation, type AcademyMailSettings } from './academy-mails';
import { insertRegistration, isRegistered, lockSession } from './academy-queries';

export const ACADEMY_KEYS = {
  sessionNotFound: 'errors:academy.session-not-found',
  sessionStarted: 'errors:academy.session-started',
  sessionFull: 'errors:academy.session-full',
} as const;

/**
 * Registers an address to a session still to come, with a confirmation mail posted in the same
 * transaction. The session's row is locked meanwhile, so the capacity holds under concurrent
 * registrations. The same address registering again changes nothing and mails nothing
 * (`already_registered`), even once the session is full. A filled honeypot changes nothing either.
 */
export async function registerToSession(platform: Platform, settings: AcademyMailSettings, request: AcademyRegistrationRequest): Promise<{ session_id: string; already_registered: boolean }> {
  const answer = (alreadyRegistered: boolean) => ({ session_id: request.session_id, already_registered: alreadyRegistered });
  if (request.website !== undefined && request.website.trim() !== '') return answer(false);
  const now = platform.clock.now();
  return inPooledTransaction(platform.pool, async (client) => {
    const session = await lockSession(client, request.session_id);
    if (!session) throw new NotFoundError(ACADEMY_KEYS.sessionNotFound);
    if (await isRegistered(client, session.id, request.email)) return answer(true);
    if (new Date(session.starts_at) <= now) throw new HttpError(409, ACADEMY_KEYS.sessionStarted);
    if (session.seats_left <= 0) throw new HttpError(409, ACADEMY_KEYS.sessionFull);
    await insertRegistration(client, { sessionId: session.id, name: request.name, email: request.email, at: now });
    await platform.queue.send(platform.mailQueue, registrationConfirmation(settings, request, session), { db: client });
    return answer(false);
  });
}
