import { CLAIM_LIMITS } from '@registre/domain';
import type { MailMessage } from '../../mail/mail-message';
import { renderMail } from '../../mail/render-mail';

interface MailBase {
  brand: string;
  to: string;
  companyName: string;
  siren: string;
}

const greeting = (firstName: string | null) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,');

/** The link that proves the claimant reads mail on the company's domain. */
export function claimEmailProofMail({ brand, to, companyName, siren, url }: MailBase & { url: string }): MailMessage {
  return {
    to,
    subject: `${brand} – confirmez que vous agissez pour ${companyName}`,
    link: url,
    ...renderMail({
      brand,
      greeting: 'Bonjour,',
      paragraphs: [
        `Une demande de gestion de la fiche de ${companyName} (SIREN ${siren}) sur ${brand} indique cette adresse comme preuve du lien avec l’entreprise.`,
        'Ouvrez le lien ci-dessous depuis le compte qui a fait la demande pour la confirmer.',
      ],
      action: { label: 'Confirmer la demande', url },
      notes: [`Ce lien est valable ${CLAIM_LIMITS.emailLinkHours} heures.`, 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne sera modifié.'],
    }),
  };
}

/** The administrator's decision on a claim proved by a document. */
export function claimDecisionMail({ brand, to, companyName, siren, firstName, approved, reason, url }: MailBase & { firstName: string | null; approved: boolean; reason: string | null; url: string }): MailMessage {
  const paragraphs = approved
    ? [`Votre demande de gestion de la fiche de ${companyName} (SIREN ${siren}) est acceptée.`, 'Vous pouvez désormais y ajouter une description, un site web, un téléphone, un logo et des horaires.']
    : [`Votre demande de gestion de la fiche de ${companyName} (SIREN ${siren}) n’a pas été acceptée.`, ...(reason ? [`Motif : ${reason}`] : []), 'Vous pouvez faire une nouvelle demande avec un autre justificatif.'];
  return {
    to,
    subject: `${brand} – ${approved ? 'demande acceptée' : 'demande refusée'} pour ${companyName}`,
    link: url,
    ...renderMail({
      brand,
      greeting: greeting(firstName),
      paragraphs,
      action: { label: approved ? 'Compléter la fiche' : 'Voir ma demande', url },
      notes: ['Cette décision a été prise par un administrateur après examen de votre justificatif.'],
    }),
  };
}
