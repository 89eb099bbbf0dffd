import type { Mailer } from '../../mail/mail-message';
import type { Metrics } from './metrics';

/** The mailer whose sends are counted (mail_deliveries_total): the mail-delivery job's, the digests' and the webhook notices'. */
export function measuredMailer(mailer: Mailer, metrics: Pick<Metrics, 'mailEnded'>): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.mailEnded('failed');
        throw error;
      }
      metrics.mailEnded('sent');
    },
    close: () => mailer.close(),
  };
}
