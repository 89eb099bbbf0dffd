import type { AcademySession } from '@registre/domain';
import type { MailMessage } from '../../mail/mail-message';
import { renderMail } from '../../mail/render-mail';

export interface AcademyMailSettings {
  brand: string;
  webOrigin: string;
  /** Where a registrant may write (CONTACT_FORM_RECIPIENT, else the seller's). */
  contact: string;
}

const frenchDateTime = (at: Date): string =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);

/** The confirmation of a registration: which session, when (Paris time), how long, and what comes next. */
export function registrationConfirmation(settings: AcademyMailSettings, to: { name: string; email: string }, session: AcademySession): MailMessage {
  const page = `${settings.webOrigin}/pole-academie`;
  return {
    to: to.email,
    subject: `${settings.brand} – inscription confirmée : ${session.title}`,
    link: page,
    ...renderMail({
      brand: settings.brand,
      greeting: `Bonjour ${to.name},`,
      paragraphs: [
        `Votre inscription à la session « ${session.title} » est confirmée.`,
        `Elle aura lieu le ${frenchDateTime(new Date(session.starts_at))} (heure de Paris) et dure ${session.duration_minutes} minutes. La participation est gratuite.`,
        'Le lien de connexion vous sera envoyé à cette adresse avant la session.',
      ],
      action: { label: 'Voir les sessions du pôle académie', url: page },
      notes: [`Un empêchement ou une question ? Écrivez-nous à ${settings.contact}.`],
    }),
  };
}
