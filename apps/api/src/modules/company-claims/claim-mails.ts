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

export type ClaimOutcome = 'approved' | 'rejected' | 'revoked';

const SUBJECTS: Record<ClaimOutcome, string> = { approved: 'demande acceptée', rejected: 'demande refusée', revoked: 'fin de votre gestion' };

/** The administrator's decision on a claim: accepted or refused after review of its document, or ended after a contest. */
export function claimDecisionMail({ brand, to, companyName, siren, firstName, outcome, reason, url }: MailBase & { firstName: string | null; outcome: ClaimOutcome; reason: string | null; url: string }): MailMessage {
  const motive = reason ? [`Motif : ${reason}`] : [];
  const paragraphs: Record<ClaimOutcome, string[]> = {
    approved: [`Votre demande de gestion de la fiche de ${companyName} (SIREN ${siren}) est acceptée.`, 'Vous pouvez désormais y ajouter une description, un site web, un téléphone, un logo et des horaires.'],
    rejected: [`Votre demande de gestion de la fiche de ${companyName} (SIREN ${siren}) n’a pas été acceptée.`, ...motive, 'Vous pouvez faire une nouvelle demande avec un autre justificatif.'],
    revoked: [`Un administrateur a mis fin à votre gestion de la fiche de ${companyName} (SIREN ${siren}) après une contestation.`, ...motive, 'Les informations que vous aviez ajoutées ne sont plus affichées.'],
  };
  return {
    to,
    subject: `${brand} – ${SUBJECTS[outcome]} pour ${companyName}`,
    link: url,
    ...renderMail({
      brand,
      greeting: greeting(firstName),
      paragraphs: paragraphs[outcome],
      action: { label: outcome === 'approved' ? 'Compléter la fiche' : 'Voir la fiche', url },
      notes: [outcome === 'revoked' ? 'Vous pourrez faire une nouvelle demande si votre situation change.' : 'Cette décision a été prise par un administrateur après examen de votre justificatif.'],
    }),
  };
}
