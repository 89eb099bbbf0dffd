import { isValidSiren } from '@registre/domain';
import { NULL_CELL, booleanCell, plainCell, textArrayCell, textCell } from './copy-cells';
import { RowRejection } from './row-rejection';
import { unitFields } from './sirene-fields';
import type { SireneHeader } from './sirene-header';
import { isDigits, isIsoDate, isIsoDateTime, parseSireneBoolean, textOrNull } from './sirene-values';
import type { StagedColumn } from './staging-upsert';

/** For a purged unit INSEE blanks most fields: a blank then keeps what the register already has. */
const keepWhenPurged = (staged: string, current: string) => `CASE WHEN s.purged THEN coalesce(${staged}, ${current}) ELSE ${staged} END`;

/** `companies` columns filled from StockUniteLegale, in the order the mapper writes them. */
export const UNIT_STAGED_COLUMNS: readonly StagedColumn[] = [
  { name: 'siren', type: 'char(9)' },
  { name: 'diffusion_status', type: 'char(1)' },
  { name: 'purged', type: 'boolean' },
  { name: 'denomination', type: 'text', onUpdate: keepWhenPurged },
  { name: 'sigle', type: 'text', onUpdate: keepWhenPurged },
  { name: 'usual_names', type: 'text[]', onUpdate: keepWhenPurged },
  { name: 'last_name', type: 'text', onUpdate: keepWhenPurged },
  { name: 'usage_name', type: 'text', onUpdate: keepWhenPurged },
  { name: 'first_names', type: 'text', onUpdate: keepWhenPurged },
  { name: 'gender', type: 'text', onUpdate: keepWhenPurged },
  { name: 'pseudonym', type: 'text', onUpdate: keepWhenPurged },
  { name: 'rna_id', type: 'text', onUpdate: keepWhenPurged },
  { name: 'legal_category_code', type: 'varchar(4)', onUpdate: keepWhenPurged },
  { name: 'naf_code', type: 'varchar(6)', onUpdate: keepWhenPurged },
  { name: 'naf_nomenclature', type: 'text', onUpdate: keepWhenPurged },
  { name: 'naf25_code', type: 'varchar(7)', onUpdate: keepWhenPurged },
  { name: 'administrative_status', type: 'char(1)' },
  { name: 'creation_date', type: 'date', onUpdate: keepWhenPurged },
  { name: 'closure_date', type: 'date', onUpdate: keepWhenPurged },
  { name: 'head_office_nic', type: 'char(5)', onUpdate: keepWhenPurged },
  { name: 'headcount_band', type: 'varchar(2)', onUpdate: keepWhenPurged },
  { name: 'headcount_year', type: 'integer', onUpdate: keepWhenPurged },
  { name: 'company_category', type: 'text', onUpdate: keepWhenPurged },
  { name: 'category_year', type: 'integer', onUpdate: keepWhenPurged },
  { name: 'ess', type: 'boolean', onUpdate: keepWhenPurged },
  { name: 'mission_company', type: 'boolean', onUpdate: keepWhenPurged },
  { name: 'employer', type: 'boolean', onUpdate: keepWhenPurged },
  // INSEE's dateDernierTraitement: French mainland local time, without zone, stored as it is written.
  { name: 'last_processed_at', type: 'timestamp', onUpdate: keepWhenPurged },
];

/** Header columns without which a file is not a StockUniteLegale. */
export const UNIT_REQUIRED_COLUMNS = ['siren', 'statutDiffusionUniteLegale', 'etatAdministratifUniteLegale'];

/**
 * Maps one record to the body of its COPY line (the staged columns, tab-separated, escaped), or says why the row is
 * rejected. `plain`: the record's values need no escaping (see CsvRecordParser).
 */
export type RowMapper = (fields: string[], plain: boolean) => string | RowRejection;

/**
 * Maps one StockUniteLegale record (any layout: columns are found by name) to the COPY line body of
 * `UNIT_STAGED_COLUMNS`, or says why the row is rejected.
 */
export function createUnitRowMapper(header: SireneHeader): RowMapper {
  const c = unitFields(header);
  const columnCount = header.columnCount;

  const invalid = (column: string, value: string) => new RowRejection(`invalid-value:${column}`, value);
  const badDate = (column: string, value: string) => new RowRejection('invalid-date', `${column}=${value}`);

  return (f, plain) => {
    const cell = plain ? plainCell : textCell;
    if (f.length !== columnCount) return new RowRejection('column-count', `${f.length} fields, expected ${columnCount}`);
    const siren = textOrNull(f, c.siren);
    if (siren === null) return new RowRejection('missing-field:siren');
    if (!isDigits(siren, 9)) return invalid('siren', siren);
    if (!isValidSiren(siren)) return new RowRejection('invalid-check-digit', `siren=${siren}`);

    const diffusion = textOrNull(f, c.diffusion);
    if (diffusion === null) return new RowRejection('missing-field:statutDiffusionUniteLegale');
    if (diffusion !== 'O' && diffusion !== 'P' && diffusion !== 'N') return invalid('statutDiffusionUniteLegale', diffusion);
    const status = textOrNull(f, c.status);
    if (status === null) return new RowRejection('missing-field:etatAdministratifUniteLegale');
    if (status !== 'A' && status !== 'C') return invalid('etatAdministratifUniteLegale', status);

    const purgedText = textOrNull(f, c.purged);
    const purged = purgedText === null ? false : parseSireneBoolean(purgedText);
    if (purged === undefined) return invalid('unitePurgeeUniteLegale', purgedText ?? '');

    const creation = textOrNull(f, c.creation);
    if (creation !== null && !isIsoDate(creation)) return badDate('dateCreationUniteLegale', creation);
    const periodStart = textOrNull(f, c.periodStart);
    if (periodStart !== null && !isIsoDate(periodStart)) return badDate('dateDebut', periodStart);
    const processed = textOrNull(f, c.processed);
    if (processed !== null && !isIsoDateTime(processed)) return badDate('dateDernierTraitementUniteLegale', processed);

    const legalCategory = textOrNull(f, c.legalCategory);
    if (legalCategory !== null && !isDigits(legalCategory, 4)) return invalid('categorieJuridiqueUniteLegale', legalCategory);
    const headOfficeNic = textOrNull(f, c.headOfficeNic);
    if (headOfficeNic !== null && !isDigits(headOfficeNic, 5)) return invalid('nicSiegeUniteLegale', headOfficeNic);
    const band = textOrNull(f, c.band);
    if (band !== null && band.length > 2) return invalid('trancheEffectifsUniteLegale', band);
    const bandYear = textOrNull(f, c.bandYear);
    if (bandYear !== null && !isDigits(bandYear, 4)) return invalid('anneeEffectifsUniteLegale', bandYear);
    const categoryYear = textOrNull(f, c.categoryYear);
    if (categoryYear !== null && !isDigits(categoryYear, 4)) return invalid('anneeCategorieEntreprise', categoryYear);

    const essText = textOrNull(f, c.ess);
    const ess = essText === null ? null : parseSireneBoolean(essText);
    if (ess === undefined) return invalid('economieSocialeSolidaireUniteLegale', essText ?? '');
    const missionText = textOrNull(f, c.mission);
    const mission = missionText === null ? null : parseSireneBoolean(missionText);
    if (mission === undefined) return invalid('societeMissionUniteLegale', missionText ?? '');
    const employerText = textOrNull(f, c.employer);
    const employer = employerText === null ? null : parseSireneBoolean(employerText);
    if (employer === undefined) return invalid('caractereEmployeurUniteLegale', employerText ?? '');

    // Old nomenclatures (NAFRev1 '74.1A', NAF1993, NAP '22.02') are kept when they fit the column.
    const naf = textOrNull(f, c.naf);
    const naf25 = textOrNull(f, c.naf25);

    // prenomUsuel first, then the other first names in order, without repeating it.
    const usualFirstName = textOrNull(f, c.usualFirstName);
    let firstNames = usualFirstName;
    for (const index of c.firstNames) {
      const name = textOrNull(f, index);
      if (name === null || name === usualFirstName) continue;
      firstNames = firstNames === null ? name : `${firstNames} ${name}`;
    }
    let usualNames: string[] | null = null;
    for (const index of c.usualNames) {
      const name = textOrNull(f, index);
      if (name !== null) (usualNames ??= []).push(name);
    }

    // Validated codes (siren, statuses, digits, dates) cannot hold a character to escape.
    return `${siren}\t${diffusion}\t${booleanCell(purged)}\t${cell(textOrNull(f, c.denomination))}\t${cell(textOrNull(f, c.sigle))}\t${textArrayCell(usualNames)}\t${cell(
      textOrNull(f, c.lastName),
    )}\t${cell(textOrNull(f, c.usageName))}\t${cell(firstNames)}\t${cell(textOrNull(f, c.gender))}\t${cell(textOrNull(f, c.pseudonym))}\t${cell(
      textOrNull(f, c.rna),
    )}\t${plainCell(legalCategory)}\t${naf !== null && naf.length <= 6 ? cell(naf) : NULL_CELL}\t${cell(textOrNull(f, c.nafNomenclature))}\t${
      naf25 !== null && naf25.length <= 7 ? cell(naf25) : NULL_CELL
    }\t${status}\t${plainCell(creation)}\t${status === 'C' ? plainCell(periodStart) : NULL_CELL}\t${plainCell(headOfficeNic)}\t${cell(band)}\t${plainCell(
      bandYear,
    )}\t${cell(textOrNull(f, c.category))}\t${plainCell(categoryYear)}\t${booleanCell(ess)}\t${booleanCell(mission)}\t${booleanCell(employer)}\t${plainCell(processed)}`;
  };
}
