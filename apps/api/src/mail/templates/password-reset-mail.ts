import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

export function passwordResetMail({ brand, to, firstName, url, validMinutes }: { brand: string; to: string; firstName: string; url: string; validMinutes: number }): MailMessage {
  return {
    to,
    subject: `${brand} – réinitialisation de votre mot de passe`,
    link: url,
    ...renderMail({
      brand,
      greeting: `Bonjour ${firstName},`,
      paragraphs: ['Vous avez demandé à réinitialiser le mot de passe de votre compte. Choisissez-en un nouveau avec le lien ci-dessous.'],
      action: { label: 'Choisir un nouveau mot de passe', url },
      notes: [
        `Ce lien est valable ${validMinutes} minutes et ne peut servir qu'une fois.`,
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      ],
    }),
  };
}
