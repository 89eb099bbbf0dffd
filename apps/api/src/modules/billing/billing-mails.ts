import type { MailMessage } from '../../mail/mail-message';
import { renderMail } from '../../mail/render-mail';
import { euros } from './money';
import { PERIOD_LABELS } from './plan';
import type { SubscriptionRow } from './subscription-rows';

export interface MailSettings {
  brand: string;
  webOrigin: string;
}

interface Recipient {
  email: string;
  firstName: string;
}

const frenchDate = (at: Date): string =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }).format(at);

const frenchDateTime = (at: Date): string =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);

/** "1 fiche d'information registre", "3 fiches d'information registre" (French: 0 and 1 take the singular); never called a Kbis, which only the greffes deliver. */
const extracts = (count: number) => `${count} fiche${count > 1 ? 's' : ''} d'information registre (non officielle${count > 1 ? 's' : ''})`;

const renewalLine = (sub: SubscriptionRow) => `${euros(sub.plan.renewal_price_cents)} TTC / ${PERIOD_LABELS[sub.plan.renewal_period]}`;

function mail(settings: MailSettings, to: Recipient, subject: string, paragraphs: string[], action: { label: string; path: string }, notes: string[]): MailMessage {
  const url = `${settings.webOrigin}${action.path}`;
  return {
    to: to.email,
    subject: `${settings.brand} – ${subject}`,
    link: url,
    ...renderMail({ brand: settings.brand, greeting: `Bonjour ${to.firstName},`, paragraphs, action: { label: action.label, url }, notes }),
  };
}

const CANCEL_PATH = '/mon-compte/abonnement/resilier';
/** The public cancellation page (no sign-in, L.215-1-1), as a full link. */
const publicCancelUrl = (settings: MailSettings) => `${settings.webOrigin}/resiliation`;
const cancelNote = (settings: MailSettings, sub: SubscriptionRow) =>
  `Référence de votre contrat : ${sub.contract_reference}. Vous pouvez résilier à tout moment depuis votre compte, ou sans vous connecter sur ${publicCancelUrl(settings)}`;

export const billingMails = {
  trialStarted(settings: MailSettings, to: Recipient, sub: SubscriptionRow, paidCents: number, invoiceNumber: string): MailMessage {
    const end = sub.current_period_end as Date;
    return mail(
      settings,
      to,
      'votre accès découverte est ouvert',
      [
        `Votre paiement de ${euros(paidCents)} TTC a bien été reçu : votre accès découverte est ouvert jusqu'au ${frenchDateTime(end)}.`,
        `Il comprend ${extracts(sub.kbis_quota_limit)}. Sans résiliation de votre part avant cette date, l'abonnement se poursuit au prix de ${renewalLine(sub)}, sans engagement.`,
        `Nous vous écrirons 48 heures avant le premier prélèvement.`,
        `Votre facture ${invoiceNumber} se télécharge dans votre espace client : ${settings.webOrigin}/mon-compte/factures`,
      ],
      { label: 'Gérer mon abonnement', path: '/mon-compte/abonnement' },
      [cancelNote(settings, sub)],
    );
  },

  renewalReminder(settings: MailSettings, to: Recipient, sub: SubscriptionRow): MailMessage {
    const end = sub.current_period_end as Date;
    return mail(
      settings,
      to,
      `premier prélèvement de ${euros(sub.plan.renewal_price_cents)} le ${frenchDate(end)}`,
      [
        `Votre accès découverte se termine le ${frenchDateTime(end)}.`,
        `À cette date, votre carte sera débitée de ${euros(sub.plan.renewal_price_cents)} TTC pour l'abonnement (${renewalLine(sub)}, sans engagement), qui se renouvellera ensuite chaque ${PERIOD_LABELS[sub.plan.renewal_period]}.`,
        `Si vous ne souhaitez pas continuer, résiliez avant cette date : aucun montant ne sera prélevé.`,
      ],
      { label: 'Résilier mon abonnement', path: CANCEL_PATH },
      [cancelNote(settings, sub)],
    );
  },

  refundIssued(settings: MailSettings, to: Recipient, refundedCents: number, creditNoteNumber: string, invoiceNumber: string): MailMessage {
    return mail(
      settings,
      to,
      'votre remboursement',
      [
        `Nous vous avons remboursé ${euros(refundedCents)} TTC sur le moyen de paiement utilisé pour la facture ${invoiceNumber}.`,
        `L'avoir ${creditNoteNumber} correspondant est disponible dans votre compte. Selon votre banque, le montant apparaît sur votre compte sous 5 à 10 jours.`,
      ],
      { label: 'Voir mes factures', path: '/mon-compte/factures' },
      [`Pour résilier votre abonnement, sans vous connecter : ${publicCancelUrl(settings)}`],
    );
  },

  renewalPaid(settings: MailSettings, to: Recipient, sub: SubscriptionRow, paidCents: number, invoiceNumber: string): MailMessage {
    return mail(
      settings,
      to,
      'paiement de votre abonnement reçu',
      [
        `Votre paiement de ${euros(paidCents)} TTC a bien été reçu. Votre facture ${invoiceNumber} se télécharge dans votre espace client : ${settings.webOrigin}/mon-compte/factures`,
        `Votre abonnement court jusqu'au ${frenchDate(sub.current_period_end as Date)} et comprend ${extracts(sub.kbis_quota_limit)} pour cette période.`,
      ],
      { label: 'Voir mes factures', path: '/mon-compte/factures' },
      [cancelNote(settings, sub)],
    );
  },

  paymentFailed(settings: MailSettings, to: Recipient, sub: SubscriptionRow, nextRetry: Date | null): MailMessage {
    return mail(
      settings,
      to,
      'le paiement de votre abonnement a échoué',
      [
        `Le prélèvement de ${euros(sub.plan.renewal_price_cents)} TTC pour votre abonnement a été refusé par votre banque. Votre accès est suspendu en attendant.`,
        nextRetry
          ? `Nous tenterons à nouveau le paiement le ${frenchDate(nextRetry)}. ${sub.provider === 'stripe' ? "Si les nouvelles tentatives échouent, l'abonnement prendra fin." : "Sans paiement dans les sept jours suivant l'échéance, l'abonnement prendra fin."}`
          : `L'abonnement prend fin.`,
      ],
      { label: 'Gérer mon abonnement', path: '/mon-compte/abonnement' },
      [cancelNote(settings, sub)],
    );
  },

  accessEnded(settings: MailSettings, to: Recipient, sub: SubscriptionRow, reason: 'canceled' | 'unpaid'): MailMessage {
    return mail(
      settings,
      to,
      'votre abonnement est terminé',
      [
        reason === 'canceled'
          ? `Comme vous l'avez demandé, votre abonnement a pris fin. Aucun autre montant ne sera prélevé.`
          : `Faute de paiement, votre abonnement a pris fin. Aucun autre montant ne sera prélevé.`,
        `Vos factures restent disponibles dans votre compte.`,
      ],
      { label: 'Voir mes factures', path: '/mon-compte/factures' },
      [`Référence de votre contrat : ${sub.contract_reference}.`],
    );
  },

  duplicateTrialRefunded(settings: MailSettings, to: Recipient, sub: SubscriptionRow, refundedCents: number): MailMessage {
    return mail(
      settings,
      to,
      'votre paiement est remboursé',
      [
        `L'accès découverte est proposé une seule fois par client, et la carte avec laquelle vous avez payé a déjà servi à le prendre sur un autre compte.`,
        `Nous vous avons donc remboursé ${euros(refundedCents)} TTC (le remboursement apparaît sur votre relevé sous quelques jours) et l'abonnement est arrêté : aucun autre montant ne sera prélevé.`,
        `Si vous pensez qu'il s'agit d'une erreur, répondez simplement à ce message.`,
      ],
      { label: 'Voir mes factures', path: '/mon-compte/factures' },
      [`Référence de votre contrat : ${sub.contract_reference}.`],
    );
  },

  cancellationConfirmed(settings: MailSettings, to: Recipient, sub: SubscriptionRow, endsAt: Date): MailMessage {
    return mail(
      settings,
      to,
      'confirmation de la résiliation de votre abonnement',
      [
        `Nous avons bien reçu la résiliation de votre contrat ${sub.contract_reference}.`,
        `Elle prend effet le ${frenchDateTime(endsAt)} : vous gardez votre accès jusqu'à cette date, et aucun prélèvement n'aura lieu après.`,
      ],
      { label: 'Voir mon abonnement', path: '/mon-compte/abonnement' },
      ['Ce message vous est envoyé comme accusé de réception de votre résiliation ; conservez-le.'],
    );
  },

  cancellationLink(settings: MailSettings, to: Recipient, sub: SubscriptionRow, token: string, validHours: number): MailMessage {
    return mail(
      settings,
      to,
      'confirmez la résiliation de votre abonnement',
      [`Une demande de résiliation du contrat ${sub.contract_reference} a été faite sur notre site. Pour la confirmer, ouvrez le lien ci-dessous.`],
      { label: 'Confirmer la résiliation', path: `/resiliation/confirmer?token=${encodeURIComponent(token)}` },
      [`Ce lien est valable ${validHours} heures.`, "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change."],
    );
  },
};
