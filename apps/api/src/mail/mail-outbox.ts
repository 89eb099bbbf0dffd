import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mail-message';

/** Where the outbox hands a mail: the mail server itself, or the job queue that delivers it with retries. */
export type MailHandOver = Pick<Mailer, 'send'>;

/**
 * Hands mails over in the background: an answer never waits for the mail server nor the queue (and
 * so takes the same time whether or not a mail was sent). A failed hand-over is logged.
 */
export function createMailOutbox(handOver: MailHandOver, logger: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    post(message: MailMessage): void {
      const delivery: Promise<void> = handOver
        .send(message)
        .then(() => undefined)
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
