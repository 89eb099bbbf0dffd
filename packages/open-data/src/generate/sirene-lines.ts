import { ND } from '@registre/domain';
import { SIRENE_ESTABLISHMENT_COLUMNS, SIRENE_UNIT_COLUMNS } from '../sirene/sirene-columns';
import type { CompanyModel, EstablishmentModel } from './company-model';
import { CsvLine, csvField } from './csv-line';
import { formatDay, formatTimestamp } from './dates';

export const UNIT_HEADER = `${SIRENE_UNIT_COLUMNS.join(',')}\n`;
export const ESTABLISHMENT_HEADER = `${SIRENE_ESTABLISHMENT_COLUMNS.join(',')}\n`;

/** The StockUniteLegale columns the generator fills; the others stay empty, as in most INSEE rows. */
const UNIT_FIELDS = [
  'siren', 'statutDiffusionUniteLegale', 'unitePurgeeUniteLegale', 'dateCreationUniteLegale', 'sigleUniteLegale',
  'sexeUniteLegale', 'prenom1UniteLegale', 'prenom2UniteLegale', 'prenom3UniteLegale', 'prenomUsuelUniteLegale',
  'identifiantAssociationUniteLegale', 'trancheEffectifsUniteLegale', 'anneeEffectifsUniteLegale',
  'dateDernierTraitementUniteLegale', 'nombrePeriodesUniteLegale', 'categorieEntreprise', 'anneeCategorieEntreprise',
  'dateDebut', 'etatAdministratifUniteLegale', 'nomUniteLegale', 'nomUsageUniteLegale', 'denominationUniteLegale',
  'categorieJuridiqueUniteLegale', 'activitePrincipaleUniteLegale', 'nomenclatureActivitePrincipaleUniteLegale',
  'activitePrincipaleNAF25UniteLegale', 'nicSiegeUniteLegale', 'economieSocialeSolidaireUniteLegale',
  'societeMissionUniteLegale', 'caractereEmployeurUniteLegale',
] as const satisfies ReadonlyArray<(typeof SIRENE_UNIT_COLUMNS)[number]>;

const ESTABLISHMENT_FIELDS = [
  'siren', 'nic', 'siret', 'statutDiffusionEtablissement', 'dateCreationEtablissement', 'trancheEffectifsEtablissement',
  'anneeEffectifsEtablissement', 'dateDernierTraitementEtablissement', 'etablissementSiege', 'nombrePeriodesEtablissement',
  'complementAdresseEtablissement', 'numeroVoieEtablissement', 'indiceRepetitionEtablissement', 'typeVoieEtablissement',
  'libelleVoieEtablissement', 'codePostalEtablissement', 'libelleCommuneEtablissement', 'codeCommuneEtablissement',
  'dateDebut', 'etatAdministratifEtablissement', 'enseigne1Etablissement', 'activitePrincipaleEtablissement',
  'nomenclatureActivitePrincipaleEtablissement', 'activitePrincipaleNAF25Etablissement', 'caractereEmployeurEtablissement',
] as const satisfies ReadonlyArray<(typeof SIRENE_ESTABLISHMENT_COLUMNS)[number]>;

/** Hidden personal data of a non-diffusible unit: '[ND]' where INSEE had a value. */
function hidden(value: string, diffusible: boolean): string {
  return diffusible || value === '' ? value : ND;
}

/**
 * StockUniteLegale / StockEtablissement lines in INSEE's current layouts (columns found by name
 * in the lists of src/sirene/sirene-columns.ts), formatted as INSEE writes them: dates
 * YYYY-MM-DD, dateDernierTraitement YYYY-MM-DDTHH:MM:SS, 'true'/'false' for etablissementSiege,
 * 'true' or empty for unitePurgee, O/N flags, '[ND]' for the personal data of non-diffusible units.
 */
export class SireneLines {
  private readonly unit = new CsvLine(SIRENE_UNIT_COLUMNS, UNIT_FIELDS);
  private readonly establishment = new CsvLine(SIRENE_ESTABLISHMENT_COLUMNS, ESTABLISHMENT_FIELDS);

  unitLine(c: CompanyModel): string {
    this.fillUnit(c);
    return this.unit.build();
  }

  establishmentLine(c: CompanyModel, e: EstablishmentModel): string {
    this.fillEstablishment(c, e);
    return this.establishment.build();
  }

  private fillUnit(c: CompanyModel): void {
    const { values: v, slot: s } = this.unit;
    const person = c.person;
    const diffusible = c.diffusible;
    v[s.siren] = c.siren;
    v[s.statutDiffusionUniteLegale] = diffusible ? 'O' : 'P';
    v[s.unitePurgeeUniteLegale] = c.purged ? 'true' : '';
    // Some purged units lost their creation date, as INSEE's did.
    v[s.dateCreationUniteLegale] = c.purged && (c.key & 3) === 0 ? '' : formatDay(c.creationDay);
    v[s.sigleUniteLegale] = csvField(c.sigle);
    if (person) {
      const first = person.firstNames[0] ?? '';
      v[s.sexeUniteLegale] = hidden(person.gender, diffusible);
      v[s.prenom1UniteLegale] = hidden(first, diffusible);
      v[s.prenom2UniteLegale] = hidden(person.firstNames[1] ?? '', diffusible);
      v[s.prenom3UniteLegale] = hidden(person.firstNames[2] ?? '', diffusible);
      v[s.prenomUsuelUniteLegale] = hidden(first, diffusible);
      v[s.nomUniteLegale] = hidden(person.lastName, diffusible);
      v[s.nomUsageUniteLegale] = hidden(person.usageName ?? '', diffusible);
    } else {
      v[s.sexeUniteLegale] = v[s.prenom1UniteLegale] = v[s.prenom2UniteLegale] = v[s.prenom3UniteLegale] = '';
      v[s.prenomUsuelUniteLegale] = v[s.nomUniteLegale] = v[s.nomUsageUniteLegale] = '';
    }
    v[s.identifiantAssociationUniteLegale] = c.rnaId;
    v[s.trancheEffectifsUniteLegale] = c.headcountBand;
    v[s.anneeEffectifsUniteLegale] = c.headcountYear;
    v[s.dateDernierTraitementUniteLegale] = c.purged ? '' : formatTimestamp(c.processedDay, c.processedSecond);
    v[s.nombrePeriodesUniteLegale] = String(c.periods);
    v[s.categorieEntreprise] = c.category;
    v[s.anneeCategorieEntreprise] = c.categoryYear;
    v[s.dateDebut] = formatDay(c.lastChangeDay);
    v[s.etatAdministratifUniteLegale] = c.closureDay >= 0 ? 'C' : 'A';
    v[s.denominationUniteLegale] = csvField(c.denomination);
    v[s.categorieJuridiqueUniteLegale] = c.form.code;
    v[s.activitePrincipaleUniteLegale] = c.activity.code;
    v[s.nomenclatureActivitePrincipaleUniteLegale] = 'NAFRev2';
    // INSEE coded active units in NAF 2025 (December 2025); ceased ones keep only NAF rév. 2.
    v[s.activitePrincipaleNAF25UniteLegale] = c.closureDay < 0 ? c.activity.naf25 : '';
    v[s.nicSiegeUniteLegale] = c.headOffice.nic;
    v[s.economieSocialeSolidaireUniteLegale] = c.ess;
    v[s.societeMissionUniteLegale] = c.mission;
    v[s.caractereEmployeurUniteLegale] = c.employer;
  }

  private fillEstablishment(c: CompanyModel, e: EstablishmentModel): void {
    const { values: v, slot: s } = this.establishment;
    const diffusible = c.diffusible;
    const a = e.address;
    v[s.siren] = c.siren;
    v[s.nic] = e.nic;
    v[s.siret] = e.siret;
    v[s.statutDiffusionEtablissement] = diffusible ? 'O' : 'P';
    v[s.dateCreationEtablissement] = formatDay(e.creationDay);
    v[s.trancheEffectifsEtablissement] = c.purged ? '' : e.headcountBand;
    v[s.anneeEffectifsEtablissement] = e.headcountBand !== '' && e.headcountBand !== 'NN' ? '2023' : '';
    v[s.dateDernierTraitementEtablissement] = c.purged ? '' : formatTimestamp(e.processedDay, e.processedSecond);
    v[s.etablissementSiege] = e.isHeadOffice ? 'true' : 'false';
    v[s.nombrePeriodesEtablissement] = String(e.periods);
    v[s.complementAdresseEtablissement] = hidden(csvField(a.complement), diffusible);
    v[s.numeroVoieEtablissement] = hidden(a.streetNumber, diffusible);
    v[s.indiceRepetitionEtablissement] = hidden(a.repetition, diffusible);
    v[s.typeVoieEtablissement] = hidden(a.streetType, diffusible);
    v[s.libelleVoieEtablissement] = hidden(csvField(a.streetName), diffusible);
    v[s.codePostalEtablissement] = a.postcode;
    v[s.libelleCommuneEtablissement] = csvField(a.commune.sireneName);
    v[s.codeCommuneEtablissement] = a.commune.code;
    v[s.dateDebut] = formatDay(e.lastChangeDay);
    v[s.etatAdministratifEtablissement] = e.closureDay >= 0 ? 'F' : 'A';
    v[s.enseigne1Etablissement] = csvField(e.sign);
    v[s.activitePrincipaleEtablissement] = c.activity.code;
    v[s.nomenclatureActivitePrincipaleEtablissement] = 'NAFRev2';
    v[s.activitePrincipaleNAF25Etablissement] = e.closureDay < 0 ? c.activity.naf25 : '';
    v[s.caractereEmployeurEtablissement] = c.purged ? '' : e.employer;
  }
}
