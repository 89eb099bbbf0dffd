import { headcountBandShortLabel, type CompanyProfile } from '@registre/domain';
import { numberFr } from '../format/french-text';
import type { Block, DocumentModel, SourceRef, Table } from '../model/document-model';
import type { CompanyKindData } from '../model/document-data';
import { companyDocument, tableBlock } from './company-document';
import { agreementsSource, bodaccSource, intellectualPropertySource, rneSource, sireneSource } from './sources';
import {
  actsTable,
  agreementsTable,
  announcementsTable,
  brandsTable,
  establishmentsTable,
  headcountLegend,
  insolvencyTable,
  patentsTable,
} from './tables';

interface ListSpec {
  title: string;
  subtitle: string;
  stem: string;
  sheetName: string;
  source: SourceRef;
  table: Table;
  emptyText: string;
  /** Printed once under the table (what its short labels stand for). */
  legend?: Block | null;
}

function listDocument(data: { company: CompanyProfile }, spec: ListSpec): DocumentModel {
  return companyDocument({
    company: data.company,
    title: spec.title,
    subtitle: spec.subtitle,
    stem: spec.stem,
    sections: [{ heading: `${spec.sheetName} (${numberFr(spec.table.rows.length, 0)})`, sources: [spec.source], blocks: [tableBlock(spec.table, spec.emptyText), ...(spec.legend ? [spec.legend] : [])] }],
    list: { sheetName: spec.sheetName, table: spec.table },
  });
}

export const establishmentsList = (data: CompanyKindData<'establishments-list'>) =>
  listDocument(data, {
    title: 'Liste des établissements',
    subtitle: 'Tous les établissements (SIRET), ouverts et fermés, siège en tête',
    stem: 'etablissements',
    sheetName: 'Établissements',
    source: sireneSource(data.sources),
    table: establishmentsTable(data.establishments),
    emptyText: 'Aucun établissement au répertoire Sirene.',
    legend: headcountLegend(data.establishments),
  });

export const brandsList = (data: CompanyKindData<'brands-list'>) =>
  listDocument(data, {
    title: 'Liste des marques',
    subtitle: "Marques déposées à l'INPI par l'entreprise, la plus récente en tête",
    stem: 'marques',
    sheetName: 'Marques',
    source: intellectualPropertySource(data.sources),
    table: brandsTable(data.brands),
    emptyText: 'Aucune marque déposée.',
  });

export const patentsList = (data: CompanyKindData<'patents-list'>) =>
  listDocument(data, {
    title: 'Liste des brevets',
    subtitle: "Brevets publiés par l'INPI avec l'entreprise pour déposant",
    stem: 'brevets',
    sheetName: 'Brevets',
    source: intellectualPropertySource(data.sources),
    table: patentsTable(data.patents),
    emptyText: 'Aucun brevet publié.',
  });

export const actsList = (data: CompanyKindData<'acts-list'>) =>
  listDocument(data, {
    title: 'Liste des actes déposés',
    subtitle: 'Actes et statuts déposés au registre, le plus récent en tête',
    stem: 'actes',
    sheetName: 'Actes',
    source: rneSource(data.sources),
    table: actsTable(data.acts),
    emptyText: 'Aucun acte déposé.',
  });

export const announcementsList = (data: CompanyKindData<'commercial-advertisements-list'>) =>
  listDocument(data, {
    title: 'Liste des annonces BODACC',
    subtitle: "Annonces publiées au Bulletin officiel des annonces civiles et commerciales, la plus récente en tête",
    stem: 'annonces-bodacc',
    sheetName: 'Annonces BODACC',
    source: bodaccSource(data.sources),
    table: announcementsTable(data.announcements, true),
    emptyText: 'Aucune annonce publiée.',
  });

export const agreementsList = (data: CompanyKindData<'company-agreements-list'>) =>
  listDocument(data, {
    title: 'Liste des conventions collectives',
    subtitle: "Conventions collectives déclarées par les établissements de l'entreprise",
    stem: 'conventions-collectives',
    sheetName: 'Conventions',
    source: agreementsSource(data.sources),
    table: agreementsTable(data.agreements),
    emptyText: 'Aucune convention collective déclarée.',
  });

export const insolvencyList = (data: CompanyKindData<'insolvency-proceeding-list'>) =>
  listDocument(data, {
    title: 'Liste des procédures collectives',
    subtitle: 'Procédures collectives tirées des jugements publiés au BODACC',
    stem: 'procedures-collectives',
    sheetName: 'Procédures',
    source: bodaccSource(data.sources),
    table: insolvencyTable(data.insolvencyProceedings),
    emptyText: 'Aucune procédure collective publiée.',
  });

/** `social-information-list`: headcount of every establishment, with the agreements that apply. */
export function socialInformationList(data: CompanyKindData<'social-information-list'>): DocumentModel {
  const table: Table = {
    columns: [
      { header: 'SIRET', type: 'identifier', width: 16 },
      { header: 'Siège', type: 'text', width: 6 },
      { header: 'État', type: 'text', width: 8 },
      { header: 'Commune', type: 'text', width: 20 },
      { header: "Tranche d'effectif", type: 'text', width: 22 },
      { header: 'Année', type: 'year', width: 8 },
    ],
    rows: data.establishments.map((e) => [
      e.siret,
      e.is_head_office ? 'Oui' : 'Non',
      e.status === 'open' ? 'Ouvert' : 'Fermé',
      e.city,
      e.headcount ? headcountBandShortLabel(e.headcount.band) : null,
      e.headcount?.year ?? null,
    ]),
  };
  const history = data.employees?.history ?? [];
  return companyDocument({
    company: data.company,
    title: 'Informations sociales',
    subtitle: 'Effectifs par établissement, historique des effectifs et conventions collectives',
    stem: 'informations-sociales',
    sections: [
      { heading: `Effectifs par établissement (${numberFr(table.rows.length, 0)})`, sources: [sireneSource(data.sources)], blocks: [tableBlock(table, 'Aucun établissement.'), ...[headcountLegend(data.establishments)].filter((block) => block !== null)] },
      {
        heading: "Historique de l'effectif",
        sources: [sireneSource(data.sources)],
        blocks: [
          tableBlock(
            {
              columns: [
                { header: 'Année', type: 'year', width: 8 },
                { header: 'Source', type: 'text', width: 20 },
                { header: 'Tranche', type: 'text', width: 24 },
                { header: 'Salariés déclarés', type: 'number', width: 12 },
              ],
              rows: history.map((h) => [h.year, h.source === 'sirene' ? 'Sirene' : 'Comptes annuels', h.band ? (h.band.label ?? h.band.code) : null, h.employees]),
            },
            "Aucun effectif connu.",
          ),
        ],
      },
      { heading: 'Conventions collectives', sources: [agreementsSource(data.sources)], blocks: [tableBlock(agreementsTable(data.agreements), 'Aucune convention collective déclarée.')] },
    ],
    list: { sheetName: 'Effectifs', table },
  });
}
