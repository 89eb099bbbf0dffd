import type { Pool } from 'pg';
import { makeSiren, makeSiret } from '@registre/domain';
import { SIRENE_ESTABLISHMENT_COLUMNS, SIRENE_UNIT_COLUMNS } from '@registre/open-data';
import { bodaccNotice } from '../../../../test/helpers/bodacc-notice';
import { importOpenDataFiles, jsonLines } from '../../../../test/helpers/import-open-data-files';

type Row = Record<string, string>;

/**
 * A small register with exactly known values, written in the real open-data formats (Sirene
 * CSV, RNE JSON, BODACC, INPI/BCE ratios, INPI trademarks and patents) and loaded through the
 * real importers, so that every company section can be checked value by value.
 */
export const PROFILE = {
  /** SAS with three establishments, four mandates, BODACC notices, accounts, trademarks, a patent. */
  company: makeSiren('84100001'),
  /** A legal-entity director (statutory auditor) of `company`. */
  auditor: makeSiren('84100002'),
  /** Association loi 1901. */
  association: makeSiren('84100003'),
  /** Non-diffusible sole trader. */
  hiddenTrader: makeSiren('84100004'),
  /** Closed SARL. */
  closed: makeSiren('84100005'),
  /** A company with nothing but its Sirene identity. */
  bare: makeSiren('00012346'),
} as const;

export const SIRETS = {
  headOffice: makeSiret(PROFILE.company, '0001'),
  lyon: makeSiret(PROFILE.company, '0002'),
  closedShop: makeSiret(PROFILE.company, '0003'),
  hiddenTrader: makeSiret(PROFILE.hiddenTrader, '0001'),
} as const;

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function toCsv(columns: readonly string[], rows: Row[]): string {
  return [columns.join(','), ...rows.map((row) => columns.map((c) => csvField(row[c] ?? '')).join(','))].join('\n') + '\n';
}

const unit = (siren: string, fields: Row): Row => ({
  siren,
  statutDiffusionUniteLegale: 'O',
  etatAdministratifUniteLegale: 'A',
  nomenclatureActivitePrincipaleUniteLegale: 'NAFRev2',
  dateDebut: fields.dateCreationUniteLegale ?? '2015-03-12',
  ...fields,
});

const units: Row[] = [
  unit(PROFILE.company, {
    denominationUniteLegale: 'ATELIERS DU CANAL', sigleUniteLegale: 'ADC', categorieJuridiqueUniteLegale: '5710', activitePrincipaleUniteLegale: '25.62B',
    dateCreationUniteLegale: '2015-03-12', nicSiegeUniteLegale: SIRETS.headOffice.slice(9), trancheEffectifsUniteLegale: '12', anneeEffectifsUniteLegale: '2023',
    categorieEntreprise: 'PME', economieSocialeSolidaireUniteLegale: 'N', caractereEmployeurUniteLegale: 'O',
  }),
  unit(PROFILE.auditor, { denominationUniteLegale: 'AUDIT CONSEIL', categorieJuridiqueUniteLegale: '5499', activitePrincipaleUniteLegale: '69.20Z', dateCreationUniteLegale: '2001-01-01' }),
  unit(PROFILE.association, { denominationUniteLegale: 'LES AMIS DU CANAL', categorieJuridiqueUniteLegale: '9220', activitePrincipaleUniteLegale: '94.99Z', dateCreationUniteLegale: '2010-05-05' }),
  unit(PROFILE.hiddenTrader, {
    statutDiffusionUniteLegale: 'P', nomUniteLegale: '[ND]', prenom1UniteLegale: '[ND]', categorieJuridiqueUniteLegale: '1000', activitePrincipaleUniteLegale: '62.01Z',
    dateCreationUniteLegale: '2018-09-03', nicSiegeUniteLegale: SIRETS.hiddenTrader.slice(9),
  }),
  unit(PROFILE.closed, {
    denominationUniteLegale: 'TRANSPORTS FERMES', categorieJuridiqueUniteLegale: '5499', activitePrincipaleUniteLegale: '49.41A', etatAdministratifUniteLegale: 'C',
    dateCreationUniteLegale: '2001-06-01', dateDebut: '2019-12-31',
  }),
  unit(PROFILE.bare, { denominationUniteLegale: 'SOCIETE NUE', categorieJuridiqueUniteLegale: '5710', activitePrincipaleUniteLegale: '70.22Z', dateCreationUniteLegale: '2020-02-20' }),
];

const establishment = (siret: string, fields: Row): Row => ({
  siren: siret.slice(0, 9),
  nic: siret.slice(9),
  siret,
  statutDiffusionEtablissement: 'O',
  etatAdministratifEtablissement: 'A',
  etablissementSiege: 'false',
  dateCreationEtablissement: '2015-03-12',
  dateDebut: '2015-03-12',
  ...fields,
});

const establishments: Row[] = [
  establishment(SIRETS.headOffice, {
    etablissementSiege: 'true', numeroVoieEtablissement: '12', typeVoieEtablissement: 'RUE', libelleVoieEtablissement: 'DE LA ROQUETTE',
    codePostalEtablissement: '75011', libelleCommuneEtablissement: 'PARIS', codeCommuneEtablissement: '75111', trancheEffectifsEtablissement: '11', anneeEffectifsEtablissement: '2023',
    activitePrincipaleEtablissement: '25.62B', nomenclatureActivitePrincipaleEtablissement: 'NAFRev2',
  }),
  establishment(SIRETS.lyon, {
    enseigne1Etablissement: 'ADC LYON', numeroVoieEtablissement: '3', typeVoieEtablissement: 'AV', libelleVoieEtablissement: 'DE LA GARE', codePostalEtablissement: '69003',
    libelleCommuneEtablissement: 'LYON', codeCommuneEtablissement: '69383', trancheEffectifsEtablissement: '12', anneeEffectifsEtablissement: '2023',
  }),
  establishment(SIRETS.closedShop, {
    etatAdministratifEtablissement: 'F', dateDebut: '2020-06-30', numeroVoieEtablissement: '8', typeVoieEtablissement: 'RUE', libelleVoieEtablissement: 'DES LILAS',
    codePostalEtablissement: '35000', libelleCommuneEtablissement: 'RENNES', codeCommuneEtablissement: '35238',
  }),
  establishment(SIRETS.hiddenTrader, {
    etablissementSiege: 'true', statutDiffusionEtablissement: 'P', numeroVoieEtablissement: '4', typeVoieEtablissement: 'RUE', libelleVoieEtablissement: 'SECRETE',
    codePostalEtablissement: '33000', libelleCommuneEtablissement: 'BORDEAUX', codeCommuneEtablissement: '33063',
  }),
];

const person = (nom: string, prenoms: string[], dateDeNaissance: string) => ({ nom, prenoms, dateDeNaissance, nationalite: 'Française' });

const rne = [
  {
    updatedAt: '2024-01-10T10:00:00+01:00',
    id: 'rne-company',
    siren: PROFILE.company,
    formality: {
      siren: PROFILE.company,
      diffusionINSEE: 'O',
      diffusionCommerciale: true,
      typePersonne: 'M',
      formeJuridique: '5710',
      historique: [],
      content: {
        natureCreation: { dateCreation: '2015-03-12', formeJuridique: '5710' },
        personneMorale: {
          identite: {
            entreprise: { siren: PROFILE.company, denomination: 'ATELIERS DU CANAL', codeApe: '2562B', dateImmat: '2015-03-20' },
            description: { montantCapital: 10000, deviseCapital: 'EUR', objet: 'Mécanique industrielle et usinage de précision.' },
          },
          composition: {
            pouvoirs: [
              { typeDePersonne: 'INDIVIDU', roleEntreprise: '53', individu: { descriptionPersonne: { ...person('CURIE', ['MARIE'], '1975-11'), dateEffetRoleDeclarant: '2016-01-01' } } },
              { typeDePersonne: 'INDIVIDU', roleEntreprise: '73', individu: { descriptionPersonne: { ...person('DUPONT', ['JEAN', 'PIERRE'], '1970-04-15'), dateEffetRoleDeclarant: '2015-03-12' } } },
              { typeDePersonne: 'INDIVIDU', roleEntreprise: '30', actif: false, individu: { descriptionPersonne: person('MARTIN', ['LUC'], '1950-02') } },
              { typeDePersonne: 'ENTREPRISE', roleEntreprise: '71', entreprise: { siren: PROFILE.auditor, denomination: 'AUDIT CONSEIL' } },
            ],
          },
        },
      },
    },
  },
  {
    updatedAt: '2024-01-10T10:00:00+01:00',
    id: 'rne-hidden',
    siren: PROFILE.hiddenTrader,
    formality: {
      siren: PROFILE.hiddenTrader,
      diffusionINSEE: 'P',
      diffusionCommerciale: false,
      typePersonne: 'P',
      formeJuridique: '1000',
      content: {
        natureCreation: { dateCreation: '2018-09-03', formeJuridique: '1000' },
        personnePhysique: {
          identite: {
            entreprise: { siren: PROFILE.hiddenTrader, dateDebutActiv: '2018-09-03' },
            entrepreneur: { descriptionPersonne: person('SECRET', ['CAMILLE'], '1988-06') },
          },
        },
      },
    },
  },
];

const notice = bodaccNotice;

const personnes = (capital: string) =>
  JSON.stringify({
    personne: {
      typePersonne: 'pm',
      denomination: 'ATELIERS DU CANAL',
      numeroImmatriculation: { numeroIdentification: PROFILE.company, codeRCS: 'RCS', nomGreffeImmat: 'Paris' },
      capital: { montantCapital: capital, devise: 'EUR' },
    },
  });

const bodacc = [
  notice('A201500101', PROFILE.company, '2015-03-25', { familleavis: 'immatriculation', familleavis_lib: 'Immatriculations', commercant: 'ATELIERS DU CANAL', listepersonnes: personnes('5000') }),
  notice('B201900201', PROFILE.company, '2019-06-01', {
    publicationavis: 'B', familleavis: 'modification', familleavis_lib: 'Modifications diverses', commercant: 'ATELIERS DU CANAL', listepersonnes: personnes('10 000,00'),
    modificationsgenerales: JSON.stringify({ descriptif: 'Modification du capital.' }),
  }),
  notice('C202400301', PROFILE.company, '2024-07-01', {
    publicationavis: 'C', familleavis: 'dpc', familleavis_lib: 'Dépôts des comptes', commercant: 'ATELIERS DU CANAL',
    depot: JSON.stringify({ dateCloture: '2023-12-31', typeDepot: 'Comptes annuels et rapports' }),
  }),
  notice('C202200401', PROFILE.company, '2022-07-04', {
    publicationavis: 'C', familleavis: 'dpc', familleavis_lib: 'Dépôts des comptes', commercant: 'ATELIERS DU CANAL',
    depot: JSON.stringify({ dateCloture: '2021-12-31', typeDepot: 'Comptes annuels et rapports', descriptif: 'Les comptes annuels sont accompagnés d’une déclaration de confidentialité' }),
  }),
  notice('B201800501', PROFILE.hiddenTrader, '2018-09-20', {
    publicationavis: 'B', familleavis: 'modification', familleavis_lib: 'Modifications diverses', commercant: 'SECRET CAMILLE',
    tribunal: 'GREFFE DU TRIBUNAL DE COMMERCE DE BORDEAUX', ville: 'Bordeaux',
    modificationsgenerales: JSON.stringify({ descriptif: 'Transfert du domicile de Camille SECRET au 4 rue Secrète.' }),
    listepersonnes: JSON.stringify({ personne: { typePersonne: 'pp', nom: 'SECRET', prenom: 'CAMILLE', adresse: '4 rue Secrète' } }),
  }),
];

const ratio = (date: string, fields: Record<string, unknown>) => ({ siren: PROFILE.company, date_cloture_exercice: date, type_bilan: 'C', confidentiality: 'Public', ...fields });

const ratios = [
  ratio('2022-12-31', { chiffre_d_affaires: 1000000, resultat_net: 50000, ebe: 120000, ebit: 80000, marge_brute: 400000, marge_ebe: 12, autonomie_financiere: 40, taux_d_endettement: 30, ratio_de_liquidite: 1.5 }),
  ratio('2023-12-31', { chiffre_d_affaires: 1200000, resultat_net: 60000, ebe: 150000, ebit: 90000, marge_brute: 480000, marge_ebe: 12.5, autonomie_financiere: 42, taux_d_endettement: 25, ratio_de_liquidite: 1.6 }),
  ratio('2024-12-31', { confidentiality: 'Confidentiel', chiffre_d_affaires: 1500000, resultat_net: 70000 }),
];

const trademarks = [
  { number: 'FR4000001', name: 'CANALTEC', filingDate: '2019-02-01', status: 'registered', niceClasses: [7, 40], holderSiren: PROFILE.company },
  { number: 'FR4000002', name: 'USINOR', filingDate: '2021-05-10', status: 'filed', niceClasses: [7], holderSiren: PROFILE.company },
];

const patents = [{ number: 'FR4000003A1', title: 'DISPOSITIF DE FRAISAGE', filingDate: '2020-01-15', publicationDate: '2021-07-16', applicantSiren: PROFILE.company }];

/** Writes the fixture files into `dir` and loads them into `pool` through the real importers. */
export async function loadProfileFixture(pool: Pool, dir: string): Promise<void> {
  await importOpenDataFiles(pool, dir, {
    units: toCsv(SIRENE_UNIT_COLUMNS, units),
    establishments: toCsv(SIRENE_ESTABLISHMENT_COLUMNS, establishments),
    rne: jsonLines(rne),
    bodacc: jsonLines(bodacc),
    ratios: jsonLines(ratios),
    trademarks: jsonLines(trademarks),
    patents: jsonLines(patents),
  });
}
