/**
 * Column lists of the INSEE Sirene stock files (Sirene 3.11 "StockUniteLegale" and "StockEtablissement").
 *
 * The importers read fields by header NAME (case-insensitive, trimmed), so these lists are the reference for
 * the generator (which writes the same headers, in INSEE order) and for the tests; the importers only require
 * the mandatory subset. The 2019 layouts are kept because real archived files still use them (lowercased headers).
 */

/** Current StockUniteLegale layout (35 columns, INSEE order). */
export const SIRENE_UNIT_COLUMNS = [
  'siren',
  'statutDiffusionUniteLegale',
  'unitePurgeeUniteLegale',
  'dateCreationUniteLegale',
  'sigleUniteLegale',
  'sexeUniteLegale',
  'prenom1UniteLegale',
  'prenom2UniteLegale',
  'prenom3UniteLegale',
  'prenom4UniteLegale',
  'prenomUsuelUniteLegale',
  'pseudonymeUniteLegale',
  'identifiantAssociationUniteLegale',
  'trancheEffectifsUniteLegale',
  'anneeEffectifsUniteLegale',
  'dateDernierTraitementUniteLegale',
  'nombrePeriodesUniteLegale',
  'categorieEntreprise',
  'anneeCategorieEntreprise',
  'dateDebut',
  'etatAdministratifUniteLegale',
  'nomUniteLegale',
  'nomUsageUniteLegale',
  'denominationUniteLegale',
  'denominationUsuelle1UniteLegale',
  'denominationUsuelle2UniteLegale',
  'denominationUsuelle3UniteLegale',
  'categorieJuridiqueUniteLegale',
  'activitePrincipaleUniteLegale',
  'nomenclatureActivitePrincipaleUniteLegale',
  'activitePrincipaleNAF25UniteLegale',
  'nicSiegeUniteLegale',
  'economieSocialeSolidaireUniteLegale',
  'societeMissionUniteLegale',
  'caractereEmployeurUniteLegale',
] as const;

export type SireneUnitColumn = (typeof SIRENE_UNIT_COLUMNS)[number];

/** Current StockEtablissement layout (54 columns, INSEE order). */
export const SIRENE_ESTABLISHMENT_COLUMNS = [
  'siren',
  'nic',
  'siret',
  'statutDiffusionEtablissement',
  'dateCreationEtablissement',
  'trancheEffectifsEtablissement',
  'anneeEffectifsEtablissement',
  'activitePrincipaleRegistreMetiersEtablissement',
  'dateDernierTraitementEtablissement',
  'etablissementSiege',
  'nombrePeriodesEtablissement',
  'complementAdresseEtablissement',
  'numeroVoieEtablissement',
  'indiceRepetitionEtablissement',
  'dernierNumeroVoieEtablissement',
  'indiceRepetitionDernierNumeroVoieEtablissement',
  'typeVoieEtablissement',
  'libelleVoieEtablissement',
  'codePostalEtablissement',
  'libelleCommuneEtablissement',
  'libelleCommuneEtrangerEtablissement',
  'distributionSpecialeEtablissement',
  'codeCommuneEtablissement',
  'codeCedexEtablissement',
  'libelleCedexEtablissement',
  'codePaysEtrangerEtablissement',
  'libellePaysEtrangerEtablissement',
  'identifiantAdresseEtablissement',
  'coordonneeLambertAbscisseEtablissement',
  'coordonneeLambertOrdonneeEtablissement',
  'complementAdresse2Etablissement',
  'numeroVoie2Etablissement',
  'indiceRepetition2Etablissement',
  'typeVoie2Etablissement',
  'libelleVoie2Etablissement',
  'codePostal2Etablissement',
  'libelleCommune2Etablissement',
  'libelleCommuneEtranger2Etablissement',
  'distributionSpeciale2Etablissement',
  'codeCommune2Etablissement',
  'codeCedex2Etablissement',
  'libelleCedex2Etablissement',
  'codePaysEtranger2Etablissement',
  'libellePaysEtranger2Etablissement',
  'dateDebut',
  'etatAdministratifEtablissement',
  'enseigne1Etablissement',
  'enseigne2Etablissement',
  'enseigne3Etablissement',
  'denominationUsuelleEtablissement',
  'activitePrincipaleEtablissement',
  'nomenclatureActivitePrincipaleEtablissement',
  'activitePrincipaleNAF25Etablissement',
  'caractereEmployeurEtablissement',
] as const;

export type SireneEstablishmentColumn = (typeof SIRENE_ESTABLISHMENT_COLUMNS)[number];

/** Columns added to StockUniteLegale since the 2019 layout (33 columns, headers lowercased). */
const UNIT_COLUMNS_ADDED_SINCE_2019: readonly string[] = ['activitePrincipaleNAF25UniteLegale', 'societeMissionUniteLegale'];

/** Columns added to StockEtablissement since the 2019 layout (48 columns, headers lowercased). */
const ESTABLISHMENT_COLUMNS_ADDED_SINCE_2019: readonly string[] = [
  'dernierNumeroVoieEtablissement',
  'indiceRepetitionDernierNumeroVoieEtablissement',
  'identifiantAdresseEtablissement',
  'coordonneeLambertAbscisseEtablissement',
  'coordonneeLambertOrdonneeEtablissement',
  'activitePrincipaleNAF25Etablissement',
];

/** 2019 StockUniteLegale layout (33 columns), headers lowercased as INSEE published them then. */
export const SIRENE_UNIT_COLUMNS_2019: readonly string[] = SIRENE_UNIT_COLUMNS.filter(
  (name) => !UNIT_COLUMNS_ADDED_SINCE_2019.includes(name),
).map((name) => name.toLowerCase());

/** 2019 StockEtablissement layout (48 columns), headers lowercased as INSEE published them then. */
export const SIRENE_ESTABLISHMENT_COLUMNS_2019: readonly string[] = SIRENE_ESTABLISHMENT_COLUMNS.filter(
  (name) => !ESTABLISHMENT_COLUMNS_ADDED_SINCE_2019.includes(name),
).map((name) => name.toLowerCase());
