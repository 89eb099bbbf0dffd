import type { ContactCategory } from '@registre/domain';
import type { MailMessage } from '../../mail/mail-message';
import { renderMail } from '../../mail/render-mail';
import type { NewContactMessage } from './contact-queries';

export interface ContactMailSettings {
  brand: string;
  webOrigin: string;
  /** The team's address (CONTACT_FORM_RECIPIENT, else the seller's). */
  recipient: string;
}

/** The category as the form's select names it. */
export const CONTACT_CATEGORY_LABELS: Readonly<Record<ContactCategory, string>> = {
  order: 'Une commande de document',
  subscription: 'Mon abonnement ou ma facture',
  'data-correction': "Une donnée d'entreprise à corriger",
  'personal-data': 'Mes données personnelles',
  press: 'Presse',
  application: 'Candidature spontanée',
  partnership: 'Partenariat',
  other: 'Autre question',
};

const frenchDateTime = (at: Date): string =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);

/** The message as the team receives it: who wrote, about what, when, and the text, with a reply link. */
export function contactMessageToTeam(settings: ContactMailSettings, id: string, message: NewContactMessage): MailMessage {
  const category = CONTACT_CATEGORY_LABELS[message.category];
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re : ${category}`)}`;
  return {
    to: settings.recipient,
    subject: `${settings.brand} – formulaire de contact : ${category}`,
    ...renderMail({
      brand: settings.brand,
      greeting: 'Bonjour,',
      paragraphs: [
        `Message reçu le ${frenchDateTime(message.receivedAt)} par le formulaire de contact.`,
        `De : ${message.name} <${message.email}>`,
        `Sujet : ${category}`,
        ...message.message.split(/\r?\n/).filter((line) => line.trim() !== ''),
      ],
      action: { label: 'Répondre', url: reply },
      notes: [`Référence du message : ${id}.`],
    }),
  };
}

/** The acknowledgement mailed to the sender: received, what we answer and when, a copy of the text. */
export function contactAcknowledgement(settings: ContactMailSettings, message: NewContactMessage): MailMessage {
  const faq = `${settings.webOrigin}/faq`;
  return {
    to: message.email,
    subject: `${settings.brand} – nous avons bien reçu votre message`,
    link: faq,
    ...renderMail({
      brand: settings.brand,
      greeting: `Bonjour ${message.name},`,
      paragraphs: [
        `Nous avons bien reçu votre message du ${frenchDateTime(message.receivedAt)} (sujet : ${CONTACT_CATEGORY_LABELS[message.category]}). Nous vous répondrons à cette adresse.`,
        'Votre message :',
        ...message.message.split(/\r?\n/).filter((line) => line.trim() !== ''),
      ],
      action: { label: 'Consulter la foire aux questions', url: faq },
      notes: ["Vous recevez ce message parce que cette adresse a été saisie dans le formulaire de contact. Si ce n'est pas vous, ignorez-le."],
    }),
  };
}
