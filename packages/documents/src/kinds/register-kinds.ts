import { codeLabelFr, dateFr, headOfficeFr, moneyFr, numberFr, orDash, sirenFr } from '../format/french-text';
import type { DocumentModel } from '../model/document-model';
import type { CompanyKindData } from '../model/document-data';
import { companyDocument, tableBlock } from './company-document';
import { keyFiguresSection, poleScoreSections, balanceSheetSection } from './finance-sections';
import {
  NOT_AN_EXTRACT,
  identificationSection,
  mainEstablishmentSection,
  managementSection,
  observationsSection,
  proceedingsSection,
  recentAnnouncementsSection,
} from './register-sections';
import { bodaccSource, intellectualPropertySource, rneSource, sireneSource, agreementsSource } from './sources';
import {
  actsTable,
  agreementsTable,
  announcementsTable,
  brandsTable,
  establishmentsBriefTable,
  patentsTable,
  representativesTable,
} from './tables';

/** `kbis`: the sections of a registration extract, as an information sheet. */
export function registrationSheet(data: CompanyKindData<'kbis'>): DocumentModel {
  return companyDocument({
    company: data.company,
    title: "Fiche d'information registre",
    subtitle: "Situation de l'entreprise au registre, établie à partir des données publiques du RNE, de Sirene et du BODACC",
    stem: 'fiche-registre',
    sections: [
      identificationSection(data.company, data.shareCapital, data.sources),
      managementSection(data, data.sources),
      mainEstablishmentSection(data.company, data.establishments, data.sources),
      observationsSection(data, data.sources),
      NOT_AN_EXTRACT,
    ],
  });
}

/** `rne-extracts`: what the RNE holds (identity, activity, establishments, directors). */
export function rneSheet(data: CompanyKindData<'rne-extracts'>): DocumentModel {
  const open = data.establishments.filter((e) => e.status === 'open');
  return companyDocument({
    company: data.company,
    title: "Fiche d'information RNE",
    subtitle: 'Données du Registre national des entreprises (INPI) et de Sirene',
    stem: 'fiche-rne',
    sections: [
      identificationSection(data.company, data.shareCapital, data.sources),
      managementSection(data, data.sources, 'Représentants'),
      {
        heading: `Établissements ouverts (${numberFr(open.length, 0)})`,
        sources: [sireneSource(data.sources)],
        blocks: [tableBlock(establishmentsBriefTable(open), 'Aucun établissement ouvert.')],
      },
      {
        heading: 'À propos de ce document',
        sources: [],
        blocks: [
          {
            type: 'notice',
            text:
              "L'attestation officielle d'immatriculation au RNE est délivrée gratuitement par l'INPI sur data.inpi.fr. Ce document d'information n'en tient pas lieu.",
          },
        ],
      },
    ],
  });
}

/** `sirene-situations`: the company's and its establishments' situation in Sirene. */
export function sireneSheet(data: CompanyKindData<'sirene-situations'>): DocumentModel {
  const { company } = data;
  const head = data.establishments.find((e) => e.is_head_office) ?? null;
  return companyDocument({
    company,
    title: 'Fiche de situation au répertoire Sirene',
    subtitle: "Unité légale et établissements tels que les décrit le répertoire Sirene de l'INSEE",
    stem: 'situation-sirene',
    sections: [
      {
        heading: 'Unité légale',
        sources: [sireneSource(data.sources)],
        blocks: [
          {
            type: 'fields',
            rows: [
              ['Dénomination', company.name],
              ['SIREN', sirenFr(company.siren)],
              ['Catégorie juridique', codeLabelFr(company.legal_form)],
              ['Activité principale exercée (APE)', codeLabelFr(company.naf)],
              ["Tranche d'effectif salarié", company.headcount ? `${company.headcount.band.label ?? company.headcount.band.code}${company.headcount.year ? ` (${company.headcount.year})` : ''}` : '–'],
              ["Catégorie d'entreprise", orDash(company.company_category)],
              ['Date de création', dateFr(company.creation_date)],
              ['État administratif', company.status === 'active' ? 'Active' : company.closure_date ? `Cessée le ${dateFr(company.closure_date)}` : 'Cessée'],
              ['Diffusion', company.is_diffusible ? 'Diffusible' : 'Partiellement diffusible : adresse et identité protégées [ND]'],
            ],
          },
        ],
      },
      {
        heading: 'Établissement siège',
        sources: [sireneSource(data.sources)],
        blocks: [
          {
            type: 'fields',
            rows: [
              ['SIRET', head ? sirenFr(head.siret) : company.head_office ? sirenFr(company.head_office.siret) : '–'],
              ['Adresse', headOfficeFr(company)],
              ['Activité (APET)', codeLabelFr(head?.naf ?? null)],
              ["Tranche d'effectif", head?.headcount ? (head.headcount.band.label ?? head.headcount.band.code) : '–'],
              ['Date de création', dateFr(head?.creation_date)],
            ],
          },
        ],
      },
      {
        heading: `Établissements (${numberFr(data.establishments.length, 0)})`,
        sources: [sireneSource(data.sources)],
        blocks: [tableBlock(establishmentsBriefTable(data.establishments), 'Aucun établissement au répertoire.')],
      },
      {
        heading: 'À propos de ce document',
        sources: [],
        blocks: [
          {
            type: 'notice',
            text:
              "L'avis de situation au répertoire Sirene officiel est délivré gratuitement par l'INSEE (avis-situation-sirene.insee.fr). " +
              "Comme lui, ce document n'est pas une preuve d'immatriculation au registre du commerce.",
          },
        ],
      },
    ],
  });
}

/** Identity, current directors, three years of key figures and the grades: the start of both syntheses. */
function overviewSections(data: CompanyKindData<'company-summary'> | CompanyKindData<'ps-synthesis'>) {
  return [
    identificationSection(data.company, null, data.sources),
    managementSection(data, data.sources, 'Dirigeants en fonction'),
    keyFiguresSection(data.incomeStatements, 3),
    ...poleScoreSections(data.poleScore).slice(0, 1),
  ];
}

/** `company-summary`: one-page overview. */
export function companySummary(data: CompanyKindData<'company-summary'>): DocumentModel {
  return companyDocument({
    company: data.company,
    title: "Synthèse de l'entreprise",
    subtitle: 'Identité, dirigeants, chiffres clés et signaux en un coup d’œil',
    stem: 'synthese-entreprise',
    sections: [
      ...overviewSections(data),
      proceedingsSection(data, data.sources),
    ],
  });
}

/** `ps-extracts`: the full company report (every section of the company page). */
export function fullReport(data: CompanyKindData<'ps-extracts'>): DocumentModel {
  const { sources } = data;
  return companyDocument({
    company: data.company,
    title: "Rapport complet d'entreprise",
    subtitle: 'Toutes les sections de la fiche entreprise : registre, finances, annonces, propriété industrielle',
    stem: 'rapport-entreprise',
    sections: [
      identificationSection(data.company, data.shareCapital, sources),
      managementSection(data, sources),
      {
        heading: 'Anciens dirigeants',
        sources: [rneSource(sources)],
        blocks: [tableBlock(representativesTable(data.representatives.filter((r) => !r.is_current)), 'Aucun mandat terminé inscrit.')],
      },
      mainEstablishmentSection(data.company, data.establishments, sources),
      keyFiguresSection(data.incomeStatements),
      balanceSheetSection(data.balanceSheets),
      ...poleScoreSections(data.poleScore),
      proceedingsSection(data, sources),
      recentAnnouncementsSection(data, sources, 20),
      { heading: 'Actes déposés', sources: [rneSource(sources)], blocks: [tableBlock(actsTable(data.acts.slice(0, 30)), 'Aucun acte déposé.')] },
      { heading: 'Marques', sources: [intellectualPropertySource(sources)], blocks: [tableBlock(brandsTable(data.brands.slice(0, 30)), 'Aucune marque déposée.')] },
      { heading: 'Brevets', sources: [intellectualPropertySource(sources)], blocks: [tableBlock(patentsTable(data.patents.slice(0, 30)), 'Aucun brevet publié.')] },
      { heading: 'Conventions collectives', sources: [agreementsSource(sources)], blocks: [tableBlock(agreementsTable(data.agreements), 'Aucune convention collective déclarée.')] },
    ],
  });
}

/** `ps-synthesis`: the short report. */
export function shortReport(data: CompanyKindData<'ps-synthesis'>): DocumentModel {
  return companyDocument({
    company: data.company,
    title: "Synthèse d'entreprise",
    subtitle: 'Identité, dirigeants, finances, score et dernières annonces',
    stem: 'synthese',
    sections: [
      ...overviewSections(data),
      recentAnnouncementsSection(data, data.sources, 5),
    ],
  });
}

/** `partial-dept-status`: what public sources say about the company's debts and proceedings. */
export function debtStatusSheet(data: CompanyKindData<'partial-dept-status'>): DocumentModel {
  const judgments = data.announcements.filter((a) => a.family === 'insolvency' || a.family === 'conciliation');
  return companyDocument({
    company: data.company,
    title: 'Relevé des procédures et jugements publiés',
    subtitle: 'Procédures collectives et jugements publiés au BODACC',
    stem: 'releve-procedures',
    sections: [
      proceedingsSection(data, data.sources),
      {
        heading: 'Jugements publiés',
        sources: [bodaccSource(data.sources)],
        blocks: [tableBlock(announcementsTable(judgments, true), 'Aucun jugement publié au BODACC.')],
      },
      {
        heading: 'Inscriptions de sûretés',
        sources: [],
        blocks: [
          {
            type: 'notice',
            text:
              "Les privilèges, nantissements et autres sûretés mobilières ne sont pas publiés en données ouvertes : l'état d'endettement officiel " +
              'est délivré par le greffe du tribunal de commerce (registre des sûretés mobilières). Ce relevé ne le remplace pas.',
          },
        ],
      },
    ],
  });
}

/** `modification-history`: every change published, with the share capital over time. */
export function modificationHistory(data: CompanyKindData<'modification-history'>): DocumentModel {
  const changes = data.announcements.filter((a) => a.family !== 'account_filing');
  const history = data.shareCapital?.history ?? [];
  return companyDocument({
    company: data.company,
    title: 'Historique des modifications',
    subtitle: 'Créations, modifications, cessions et radiations publiées au BODACC',
    stem: 'historique-modifications',
    sections: [
      {
        heading: `Annonces de modification (${changes.length})`,
        sources: [bodaccSource(data.sources)],
        blocks: [tableBlock(announcementsTable(changes, true), 'Aucune modification publiée au BODACC.')],
      },
      {
        heading: 'Évolution du capital social',
        sources: [bodaccSource(data.sources)],
        blocks: [
          tableBlock(
            {
              columns: [
                { header: 'Publication', type: 'date', width: 12 },
                { header: 'Capital', type: 'money', width: 16 },
                { header: 'Annonce', type: 'text', width: 20 },
              ],
              rows: history.map((h) => [h.published_at, h.currency === 'EUR' ? h.amount_cents : `${moneyFr(h.amount_cents).replace('€', h.currency)}`, h.source_id]),
            },
            'Aucun montant de capital publié au BODACC.',
          ),
        ],
      },
    ],
  });
}
