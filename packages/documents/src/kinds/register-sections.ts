import type { CompanyProfile, CompanyEstablishment, ShareCapital } from '@registre/domain';
import { codeLabelFr, dateFr, headOfficeFr, moneyFr, numberFr, orDash, sirenFr, yesNo } from '../format/french-text';
import type { Section } from '../model/document-model';
import type { CompanyRecordSections, SourceDates } from '../model/document-data';
import { tableBlock } from './company-document';
import { situationFr } from './identity';
import { bodaccSource, rneSource, sireneSource } from './sources';
import { announcementsTable, insolvencyTable, representativesTable } from './tables';

const capitalFr = (company: CompanyProfile, capital: ShareCapital | null) => {
  const current = capital?.current ?? company.share_capital;
  return current ? moneyFr(current.amount_cents) + (current.currency !== 'EUR' ? ` (${current.currency})` : '') : '–';
};

/** Identification of the legal person, as the register holds it. */
export function identificationSection(company: CompanyProfile, capital: ShareCapital | null, dates: SourceDates): Section {
  return {
    heading: 'Identification',
    sources: [rneSource(dates), sireneSource(dates)],
    blocks: [
      {
        type: 'fields',
        rows: [
          ['Dénomination', company.name],
          ['Sigle', orDash(company.sigle)],
          ['SIREN', sirenFr(company.siren)],
          ['Immatriculation', company.rcs ? company.rcs.number : 'Non immatriculée au RCS'],
          ["Date d'immatriculation", dateFr(company.rcs?.registration_date)],
          ['Forme juridique', codeLabelFr(company.legal_form)],
          ['Capital social', capitalFr(company, capital)],
          ['Adresse du siège', headOfficeFr(company)],
          ['Activité principale (APE)', codeLabelFr(company.naf)],
          ['Date de création', dateFr(company.creation_date)],
          ['Situation', situationFr(company)],
          ['N° de TVA intracommunautaire', orDash(company.vat_number)],
          ["Économie sociale et solidaire", yesNo(company.ess)],
          ['Société à mission', yesNo(company.mission_company)],
        ],
      },
      ...(company.corporate_purpose ? [{ type: 'paragraph' as const, text: `Objet social : ${company.corporate_purpose}` }] : []),
    ],
  };
}

export function managementSection(sections: Pick<CompanyRecordSections, 'representatives'>, dates: SourceDates, heading = 'Gestion, direction, administration et contrôle'): Section {
  const current = sections.representatives.filter((rep) => rep.is_current);
  return {
    heading,
    sources: [rneSource(dates)],
    blocks: [
      tableBlock(representativesTable(current), 'Aucun dirigeant en fonction n’est inscrit au registre.'),
      { type: 'notice', text: 'Les dates de naissance sont données en mois et année seulement ; [ND] : données non diffusibles à la demande de la personne.' },
    ],
  };
}

function headOfficeOf(establishments: readonly CompanyEstablishment[]) {
  return establishments.find((e) => e.is_head_office) ?? null;
}

export function mainEstablishmentSection(company: CompanyProfile, establishments: readonly CompanyEstablishment[], dates: SourceDates): Section {
  const head = headOfficeOf(establishments);
  const open = establishments.filter((e) => e.status === 'open').length;
  return {
    heading: 'Activité et établissement principal',
    sources: [sireneSource(dates)],
    blocks: [
      {
        type: 'fields',
        rows: [
          ['SIRET du siège', head ? sirenFr(head.siret) : company.head_office ? sirenFr(company.head_office.siret) : '–'],
          ['Adresse', headOfficeFr(company)],
          ['Nom commercial ou enseigne', orDash(head?.name ?? head?.signs[0])],
          ['Activité (APE du siège)', codeLabelFr(head?.naf ?? company.naf)],
          ["Début d'activité", dateFr(head?.creation_date ?? company.creation_date)],
          ['Établissements', `${numberFr(establishments.length, 0)} au total, dont ${numberFr(open, 0)} ouvert${open > 1 ? 's' : ''}`],
        ],
      },
    ],
  };
}

export function observationsSection(
  sections: Pick<CompanyRecordSections, 'insolvencyProceedings' | 'announcements'>,
  dates: SourceDates,
  latest = 10,
): Section {
  const notices = sections.announcements.filter((a) => a.family === 'modification' || a.family === 'insolvency' || a.family === 'radiation').slice(0, latest);
  return {
    heading: 'Observations et renseignements complémentaires',
    sources: [bodaccSource(dates)],
    blocks: [
      tableBlock(insolvencyTable(sections.insolvencyProceedings), 'Aucune procédure collective publiée au BODACC.', 'Procédures collectives'),
      tableBlock(announcementsTable(notices, false), 'Aucune modification, radiation ni procédure publiée au BODACC.', 'Modifications, radiations et procédures publiées au BODACC'),
    ],
  };
}

export function recentAnnouncementsSection(sections: Pick<CompanyRecordSections, 'announcements'>, dates: SourceDates, latest: number): Section {
  return {
    heading: latest < sections.announcements.length ? `Dernières annonces BODACC (${latest} sur ${sections.announcements.length})` : 'Annonces BODACC',
    sources: [bodaccSource(dates)],
    blocks: [tableBlock(announcementsTable(sections.announcements.slice(0, latest), false), 'Aucune annonce publiée au BODACC.')],
  };
}

/** Honest about what we are: printed as the last section of register-like documents. */
export const NOT_AN_EXTRACT: Section = {
  heading: 'À propos de ce document',
  sources: [],
  blocks: [
    {
      type: 'notice',
      text:
        "Ce document d'information reprend les données publiques du registre. Il n'est pas un extrait Kbis : seul le greffe du tribunal de commerce, " +
        "directement ou par Infogreffe, délivre l'extrait Kbis (art. R.123-150 du Code de commerce), et seul l'INPI délivre l'attestation d'immatriculation au RNE.",
    },
  ],
};

export function proceedingsSection(sections: Pick<CompanyRecordSections, 'insolvencyProceedings'>, dates: SourceDates): Section {
  return {
    heading: 'Procédures collectives',
    sources: [bodaccSource(dates)],
    blocks: [tableBlock(insolvencyTable(sections.insolvencyProceedings), 'Aucune procédure collective publiée au BODACC.')],
  };
}
