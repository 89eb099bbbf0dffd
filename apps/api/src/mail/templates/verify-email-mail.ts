import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

export function verifyEmailMail({ brand, to, firstName, url, validHours }: { brand: string; to: string; firstName: string; url: string; validHours: number }): MailMessage {
  return {
    to,
    subject: `${brand} – confirmez votre adresse e-mail`,
    link: url,
    ...renderMail({
      brand,
      greeting: `Bonjour ${firstName},`,
      paragraphs: [`Pour activer votre compte ${brand}, confirmez que cette adresse e-mail est bien la vôtre.`],
      action: { label: 'Confirmer mon adresse e-mail', url },
      notes: [`Ce lien est valable ${validHours} heures.`, "Si vous n'avez pas créé de compte, ignorez ce message."],
    }),
  };
}
