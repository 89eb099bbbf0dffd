import type { MailMessage } from '../mail-message';
import { renderMail } from '../render-mail';

/**
 * Sent instead of a verification link when someone registers with an address that already has an
 * account: the registration page says the same thing either way, and only the owner of the mailbox
 * learns that the account exists.
 */
export function accountExistsMail({ brand, to, firstName, loginUrl, forgotPasswordUrl }: { brand: string; to: string; firstName: string; loginUrl: string; forgotPasswordUrl: string }): MailMessage {
  return {
    to,
    subject: `${brand} – vous avez déjà un compte`,
    link: loginUrl,
    ...renderMail({
      brand,
      greeting: firstName ? `Bonjour ${firstName},` : 'Bonjour,',
      paragraphs: [
        `Quelqu’un vient de demander la création d’un compte ${brand} avec cette adresse e-mail, qui a déjà un compte. Aucun nouveau compte n’a été créé.`,
        `Si c’était vous, connectez-vous avec votre mot de passe, ou choisissez-en un nouveau si vous l’avez oublié : ${forgotPasswordUrl}`,
      ],
      action: { label: 'Me connecter', url: loginUrl },
      notes: ['Si vous n’êtes pas à l’origine de cette demande, vous n’avez rien à faire : votre compte reste inchangé.'],
    }),
  };
}
