import type { SireneHeader } from './sirene-header';

/**
 * Where each column the importers read is in a file's header (-1 when its layout lacks it), shared by the string
 * and byte mappers of each stock file.
 */

/** StockUniteLegale columns. */
export function unitFields(header: SireneHeader) {
  const at = (column: string) => header.indexOf(column);
  return {
    siren: at('siren'),
    diffusion: at('statutDiffusionUniteLegale'),
    purged: at('unitePurgeeUniteLegale'),
    creation: at('dateCreationUniteLegale'),
    sigle: at('sigleUniteLegale'),
    gender: at('sexeUniteLegale'),
    firstNames: [at('prenom1UniteLegale'), at('prenom2UniteLegale'), at('prenom3UniteLegale'), at('prenom4UniteLegale')],
    usualFirstName: at('prenomUsuelUniteLegale'),
    pseudonym: at('pseudonymeUniteLegale'),
    rna: at('identifiantAssociationUniteLegale'),
    band: at('trancheEffectifsUniteLegale'),
    bandYear: at('anneeEffectifsUniteLegale'),
    processed: at('dateDernierTraitementUniteLegale'),
    category: at('categorieEntreprise'),
    categoryYear: at('anneeCategorieEntreprise'),
    periodStart: at('dateDebut'),
    status: at('etatAdministratifUniteLegale'),
    lastName: at('nomUniteLegale'),
    usageName: at('nomUsageUniteLegale'),
    denomination: at('denominationUniteLegale'),
    usualNames: [at('denominationUsuelle1UniteLegale'), at('denominationUsuelle2UniteLegale'), at('denominationUsuelle3UniteLegale')],
    legalCategory: at('categorieJuridiqueUniteLegale'),
    naf: at('activitePrincipaleUniteLegale'),
    nafNomenclature: at('nomenclatureActivitePrincipaleUniteLegale'),
    naf25: at('activitePrincipaleNAF25UniteLegale'),
    headOfficeNic: at('nicSiegeUniteLegale'),
    ess: at('economieSocialeSolidaireUniteLegale'),
    mission: at('societeMissionUniteLegale'),
    employer: at('caractereEmployeurUniteLegale'),
  };
}

/** StockEtablissement columns. */
export function establishmentFields(header: SireneHeader) {
  const at = (column: string) => header.indexOf(column);
  return {
    siren: at('siren'),
    nic: at('nic'),
    siret: at('siret'),
    diffusion: at('statutDiffusionEtablissement'),
    creation: at('dateCreationEtablissement'),
    band: at('trancheEffectifsEtablissement'),
    bandYear: at('anneeEffectifsEtablissement'),
    processed: at('dateDernierTraitementEtablissement'),
    headOffice: at('etablissementSiege'),
    complement: at('complementAdresseEtablissement'),
    number: at('numeroVoieEtablissement'),
    suffix: at('indiceRepetitionEtablissement'),
    streetType: at('typeVoieEtablissement'),
    streetName: at('libelleVoieEtablissement'),
    postcode: at('codePostalEtablissement'),
    city: at('libelleCommuneEtablissement'),
    foreignCity: at('libelleCommuneEtrangerEtablissement'),
    distribution: at('distributionSpecialeEtablissement'),
    commune: at('codeCommuneEtablissement'),
    cedex: at('codeCedexEtablissement'),
    cedexLabel: at('libelleCedexEtablissement'),
    country: at('codePaysEtrangerEtablissement'),
    countryLabel: at('libellePaysEtrangerEtablissement'),
    periodStart: at('dateDebut'),
    status: at('etatAdministratifEtablissement'),
    signs: [at('enseigne1Etablissement'), at('enseigne2Etablissement'), at('enseigne3Etablissement')],
    usualName: at('denominationUsuelleEtablissement'),
    naf: at('activitePrincipaleEtablissement'),
    nafNomenclature: at('nomenclatureActivitePrincipaleEtablissement'),
    naf25: at('activitePrincipaleNAF25Etablissement'),
    employer: at('caractereEmployeurEtablissement'),
  };
}
