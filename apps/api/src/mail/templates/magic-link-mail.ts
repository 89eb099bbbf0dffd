import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

export function magicLinkMail({ brand, to, firstName, url, validMinutes }: { brand: string; to: string; firstName: string; url: string; validMinutes: number }): MailMessage {
  return {
    to,
    subject: `${brand} – votre lien de connexion`,
    link: url,
    ...renderMail({
      brand,
      greeting: `Bonjour ${firstName},`,
      paragraphs: [`Voici votre lien pour vous connecter à votre compte ${brand} sans mot de passe.`],
      action: { label: 'Me connecter', url },
      notes: [
        `Ce lien est valable ${validMinutes} minutes et ne peut servir qu'une fois.`,
        "Si vous n'avez rien demandé, ignorez ce message.",
      ],
    }),
  };
}
