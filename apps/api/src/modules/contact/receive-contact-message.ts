import type { ContactMessageRequest } from '@registre/domain';
import type { Platform } from '../../platform';
import { inPooledTransaction } from '@registre/db';
import { contactAcknowledgement, contactMessageToTeam, type ContactMailSettings } from './contact-mails';
import { insertContactMessage } from './contact-queries';

/**
 * A message of the /contact form: stored, then, in the same transaction, the mail to the team and
 * the acknowledgement to the sender posted to the mail queue (a mail server down delays them, loses
 * nothing). A filled honeypot (`website`) is a robot's: answered the same, nothing kept or sent.
 * Answers whether the message was kept.
 */
export async function receiveContactMessage(platform: Platform, settings: ContactMailSettings, request: ContactMessageRequest): Promise<boolean> {
  if (request.website !== undefined && request.website.trim() !== '') return false;
  const message = { name: request.name, email: request.email, category: request.category, message: request.message, receivedAt: platform.clock.now() };
  await inPooledTransaction(platform.pool, async (client) => {
    const id = await insertContactMessage(client, message);
    await platform.queue.send(platform.mailQueue, contactMessageToTeam(settings, id, message), { db: client });
    await platform.queue.send(platform.mailQueue, contactAcknowledgement(settings, message), { db: client });
  });
  return true;
}
