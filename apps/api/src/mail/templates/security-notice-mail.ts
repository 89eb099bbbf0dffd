import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

export type SecurityChange = 'password-changed' | 'email-changed';

const WHAT: Record<SecurityChange, { subject: string; sentence: (newEmail?: string) => string }> = {
  'password-changed': { subject: 'votre mot de passe a été modifié', sentence: () => 'Le mot de passe de votre compte vient d’être modifié.' },
  'email-changed': {
    subject: 'votre adresse e-mail a été modifiée',
    sentence: (newEmail) => `L’adresse e-mail de votre compte vient d’être remplacée par ${newEmail ?? 'une nouvelle adresse'}.`,
  },
};

/** Tells the account's owner (at its former address for an e-mail change) that a security setting changed. */
export function securityNoticeMail(options: { brand: string; to: string; firstName: string; change: SecurityChange; newEmail?: string; forgotPasswordUrl: string }): MailMessage {
  const what = WHAT[options.change];
  return {
    to: options.to,
    subject: `${options.brand} – ${what.subject}`,
    ...renderMail({
      brand: options.brand,
      greeting: `Bonjour ${options.firstName},`,
      paragraphs: [what.sentence(options.newEmail), 'Si vous êtes à l’origine de ce changement, vous n’avez rien à faire.'],
      action: { label: 'Ce n’est pas moi : réinitialiser mon mot de passe', url: options.forgotPasswordUrl },
      notes: ['Pour votre sécurité, ce message est envoyé à chaque changement de mot de passe ou d’adresse e-mail.'],
    }),
  };
}
