import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mail-message';

/**
 * Sends mails in the background: an answer never waits for the mail server (and so takes
 * the same time whether or not a mail was sent). A failed delivery is logged.
 */
export function createMailOutbox(mailer: Mailer, logger: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    post(message: MailMessage): void {
      const delivery = mailer
        .send(message)
        .catch((error: unknown) => logger.error({ err: error, subject: message.subject }, 'mail delivery failed'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    /** Resolves once every mail posted so far is delivered or has failed (shutdown, tests). */
    async flush(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
