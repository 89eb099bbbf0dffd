import { isValidSiret } from '@registre/domain';
import { NULL_CELL, booleanCell, plainCell, textArrayCell, textCell } from './copy-cells';
import { departmentCode } from './department-code';
import { RowRejection } from './row-rejection';
import { establishmentFields } from './sirene-fields';
import type { SireneHeader } from './sirene-header';
import { isDigits, isIsoDate, isIsoDateTime, parseSireneBoolean, textOrNull } from './sirene-values';
import type { StagedColumn } from './staging-upsert';
import type { RowMapper } from './unit-row-mapper';

/** `establishments` columns filled from StockEtablissement, in the order the mapper writes them. */
export const ESTABLISHMENT_STAGED_COLUMNS: readonly StagedColumn[] = [
  { name: 'siret', type: 'char(14)' },
  { name: 'siren', type: 'char(9)' },
  { name: 'nic', type: 'char(5)' },
  { name: 'diffusion_status', type: 'char(1)' },
  { name: 'is_head_office', type: 'boolean' },
  { name: 'creation_date', type: 'date' },
  { name: 'closure_date', type: 'date' },
  { name: 'administrative_status', type: 'char(1)' },
  { name: 'headcount_band', type: 'varchar(2)' },
  { name: 'headcount_year', type: 'integer' },
  { name: 'naf_code', type: 'varchar(6)' },
  { name: 'naf_nomenclature', type: 'text' },
  { name: 'naf25_code', type: 'varchar(7)' },
  { name: 'usual_name', type: 'text' },
  { name: 'signs', type: 'text[]' },
  { name: 'address_complement', type: 'text' },
  { name: 'street_number', type: 'text' },
  { name: 'street_number_suffix', type: 'text' },
  { name: 'street_type', type: 'text' },
  { name: 'street_name', type: 'text' },
  { name: 'special_distribution', type: 'text' },
  { name: 'postcode', type: 'varchar(5)' },
  { name: 'city', type: 'text' },
  { name: 'commune_code', type: 'varchar(5)' },
  { name: 'cedex_code', type: 'text' },
  { name: 'cedex_label', type: 'text' },
  { name: 'foreign_city', type: 'text' },
  { name: 'country_code', type: 'text' },
  { name: 'country_label', type: 'text' },
  { name: 'department_code', type: 'varchar(3)' },
  { name: 'employer', type: 'boolean' },
  // INSEE's dateDernierTraitement: French mainland local time, without zone, stored as it is written.
  { name: 'last_processed_at', type: 'timestamp' },
];

/** Header columns without which a file is not a StockEtablissement. */
export const ESTABLISHMENT_REQUIRED_COLUMNS = ['siren', 'nic', 'siret', 'statutDiffusionEtablissement', 'etatAdministratifEtablissement'];

/**
 * Maps one StockEtablissement record (any layout: columns are found by name) to the COPY line body of
 * `ESTABLISHMENT_STAGED_COLUMNS`, or says why the row is rejected. Only the first address
 * block is kept (the "2" block, a secondary address, has no column in the register). Street types stay INSEE's
 * abbreviations (RUE, AV, BD, CHE…): the display layer expands them, the register keeps the source value.
 */
export function createEstablishmentRowMapper(header: SireneHeader): RowMapper {
  const c = establishmentFields(header);
  const columnCount = header.columnCount;

  const invalid = (column: string, value: string) => new RowRejection(`invalid-value:${column}`, value);
  const badDate = (column: string, value: string) => new RowRejection('invalid-date', `${column}=${value}`);

  return (f, plain) => {
    const cell = plain ? plainCell : textCell;
    if (f.length !== columnCount) return new RowRejection('column-count', `${f.length} fields, expected ${columnCount}`);
    const siret = textOrNull(f, c.siret);
    if (siret === null) return new RowRejection('missing-field:siret');
    const siren = textOrNull(f, c.siren);
    if (siren === null) return new RowRejection('missing-field:siren');
    const nic = textOrNull(f, c.nic);
    if (nic === null) return new RowRejection('missing-field:nic');
    if (!isDigits(siren, 9)) return invalid('siren', siren);
    if (!isDigits(nic, 5)) return invalid('nic', nic);
    if (!isDigits(siret, 14) || !siret.startsWith(siren) || !siret.endsWith(nic)) return invalid('siret', siret);
    // Luhn on the SIREN and on the SIRET, with La Poste's digit-sum rule.
    if (!isValidSiret(siret)) return new RowRejection('invalid-check-digit', `siret=${siret}`);

    const diffusion = textOrNull(f, c.diffusion);
    if (diffusion === null) return new RowRejection('missing-field:statutDiffusionEtablissement');
    if (diffusion !== 'O' && diffusion !== 'P' && diffusion !== 'N') return invalid('statutDiffusionEtablissement', diffusion);
    const status = textOrNull(f, c.status);
    if (status === null) return new RowRejection('missing-field:etatAdministratifEtablissement');
    if (status !== 'A' && status !== 'F') return invalid('etatAdministratifEtablissement', status);
    const headOfficeText = textOrNull(f, c.headOffice);
    const headOffice = headOfficeText === null ? false : parseSireneBoolean(headOfficeText);
    if (headOffice === undefined) return invalid('etablissementSiege', headOfficeText ?? '');

    const creation = textOrNull(f, c.creation);
    if (creation !== null && !isIsoDate(creation)) return badDate('dateCreationEtablissement', creation);
    const periodStart = textOrNull(f, c.periodStart);
    if (periodStart !== null && !isIsoDate(periodStart)) return badDate('dateDebut', periodStart);
    const processed = textOrNull(f, c.processed);
    if (processed !== null && !isIsoDateTime(processed)) return badDate('dateDernierTraitementEtablissement', processed);

    const band = textOrNull(f, c.band);
    if (band !== null && band.length > 2) return invalid('trancheEffectifsEtablissement', band);
    const bandYear = textOrNull(f, c.bandYear);
    if (bandYear !== null && !isDigits(bandYear, 4)) return invalid('anneeEffectifsEtablissement', bandYear);
    const postcode = textOrNull(f, c.postcode);
    if (postcode !== null && postcode.length > 5) return invalid('codePostalEtablissement', postcode);
    const commune = textOrNull(f, c.commune);
    if (commune !== null && commune.length !== 5) return invalid('codeCommuneEtablissement', commune);
    const employerText = textOrNull(f, c.employer);
    const employer = employerText === null ? null : parseSireneBoolean(employerText);
    if (employer === undefined) return invalid('caractereEmployeurEtablissement', employerText ?? '');

    const naf = textOrNull(f, c.naf);
    const naf25 = textOrNull(f, c.naf25);
    let signs: string[] | null = null;
    for (const index of c.signs) {
      const sign = textOrNull(f, index);
      if (sign !== null) (signs ??= []).push(sign);
    }

    // Validated codes (identifiers, statuses, digits, dates) cannot hold a character to escape. No closure here:
    // one created per row costs more than the cells (tsx wraps each to keep its name).
    return `${siret}\t${siren}\t${nic}\t${diffusion}\t${booleanCell(headOffice)}\t${plainCell(creation)}\t${
      status === 'F' ? plainCell(periodStart) : NULL_CELL
    }\t${status}\t${cell(band)}\t${plainCell(bandYear)}\t${naf !== null && naf.length <= 6 ? cell(naf) : NULL_CELL}\t${cell(
      textOrNull(f, c.nafNomenclature),
    )}\t${naf25 !== null && naf25.length <= 7 ? cell(naf25) : NULL_CELL}\t${cell(textOrNull(f, c.usualName))}\t${textArrayCell(signs)}\t${cell(
      textOrNull(f, c.complement),
    )}\t${cell(textOrNull(f, c.number))}\t${cell(textOrNull(f, c.suffix))}\t${cell(textOrNull(f, c.streetType))}\t${cell(textOrNull(f, c.streetName))}\t${cell(
      textOrNull(f, c.distribution),
    )}\t${cell(postcode)}\t${cell(textOrNull(f, c.city))}\t${cell(commune)}\t${cell(textOrNull(f, c.cedex))}\t${cell(textOrNull(f, c.cedexLabel))}\t${cell(
      textOrNull(f, c.foreignCity),
    )}\t${cell(textOrNull(f, c.country))}\t${cell(textOrNull(f, c.countryLabel))}\t${cell(departmentCode(commune, postcode))}\t${booleanCell(
      employer,
    )}\t${plainCell(processed)}`;
  };
}
