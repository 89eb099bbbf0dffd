/** A mail ready to send: French subject, HTML and plain-text bodies. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The link the mail carries, printed in the log when mails are written to files. */
  link?: string;
}

/** Sends mails; resolves once the message is handed over (SMTP server or .eml file). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
