import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { BaseLogger } from 'pino';
import { writeEml } from './eml-writer';
import type { Mailer, MailMessage } from './mail-message';

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it, each mail is written as an .eml file. */
  smtpUrl?: string | undefined;
  dataDir: string;
  fromName: string;
  fromAddress: string;
  logger: Pick<BaseLogger, 'info'>;
}

/**
 * Mail through nodemailer: SMTP when a server is configured; otherwise (embedded default)
 * each message is written to `${DATA_DIR}/mail/*.eml` and its link printed in the log, so
 * an account can be verified with no mail server at all.
 */
export function createMailer({ smtpUrl, dataDir, fromName, fromAddress, logger }: MailerOptions): Mailer {
  const from = { name: fromName, address: fromAddress };
  const envelope = (message: MailMessage) => ({ from, to: message.to, subject: message.subject, html: message.html, text: message.text });

  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelope(message));
        logger.info({ subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const folder = join(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      const path = await writeEml(folder, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file: path, link: message.link }, `mail written to ${path}${message.link ? ` — link: ${message.link}` : ''}`);
    },
    close: () => transport.close(),
  };
}
