import type { ByteRecord } from './byte-record';
import type { CopyLineWriter } from './copy-line-writer';
import { unitFields } from './sirene-fields';
import type { SireneHeader } from './sirene-header';

/**
 * The fast path of a row mapper (see chunk-mapper.ts): writes the COPY line of an unquoted record straight from its
 * bytes and returns true, or writes nothing and returns false when the record needs the string path (any value it
 * would reject, or that it cannot be sure of). Both paths give the same line for every record this one accepts
 * (test/sirene/byte-mappers.test.ts).
 */
export type ByteRowMapper = (record: ByteRecord, out: CopyLineWriter) => boolean;

const O = 0x4f;
const P = 0x50;
const N = 0x4e;
const A = 0x41;
const C = 0x43;
const SPACE = 0x20;

/** The byte path of unit-row-mapper.ts: same columns (UNIT_STAGED_COLUMNS), same order, same values. */
export function createUnitByteMapper(header: SireneHeader): ByteRowMapper {
  const c = unitFields(header);
  const columnCount = header.columnCount;
  // Text columns written in a row, as they are.
  const identityCodes = [c.gender, c.pseudonym, c.rna, c.legalCategory, c.naf, c.nafNomenclature, c.naf25];
  const sizeColumns = [c.headOfficeNic, c.band, c.bandYear, c.category, c.categoryYear];

  return (r, out) => {
    if (r.count !== columnCount) return false;
    if (!r.isDigits(c.siren, 9) || !r.isLuhnValid(c.siren) || r.is(c.siren, '000000000')) return false;
    const diffusion = r.single(c.diffusion);
    if (diffusion !== O && diffusion !== P && diffusion !== N) return false;
    const status = r.single(c.status);
    if (status !== A && status !== C) return false;
    const purged = r.isNull(c.purged) ? 0 : r.boolean(c.purged);
    const ess = r.isNull(c.ess) ? 2 : r.boolean(c.ess);
    const mission = r.isNull(c.mission) ? 2 : r.boolean(c.mission);
    const employer = r.isNull(c.employer) ? 2 : r.boolean(c.employer);
    if (purged < 0 || ess < 0 || mission < 0 || employer < 0) return false;
    if (!(r.isNull(c.creation) || r.isIsoDate(c.creation)) || !(r.isNull(c.periodStart) || r.isIsoDate(c.periodStart))) return false;
    if (!(r.isNull(c.processed) || r.isIsoDateTime(c.processed))) return false;
    if (!(r.isNull(c.legalCategory) || r.isDigits(c.legalCategory, 4)) || !(r.isNull(c.headOfficeNic) || r.isDigits(c.headOfficeNic, 5))) return false;
    if (!(r.isNull(c.bandYear) || r.isDigits(c.bandYear, 4)) || !(r.isNull(c.categoryYear) || r.isDigits(c.categoryYear, 4))) return false;
    // Byte lengths within the string path's character limits: the same decision (longer ones take that path).
    if ((r.length(c.band) > 2 && !r.isNull(c.band)) || r.length(c.naf) > 6 || r.length(c.naf25) > 7) return false;

    out.field(r, c.siren);
    out.tab();
    out.byte(diffusion);
    out.tab();
    out.boolean(purged === 1);
    out.tab();
    out.text(r, c.denomination);
    out.tab();
    out.text(r, c.sigle);
    out.tab();
    out.textArray(r, c.usualNames);
    out.tab();
    out.text(r, c.lastName);
    out.tab();
    out.text(r, c.usageName);
    out.tab();
    // prenomUsuel first, then the other first names in order, without repeating it.
    let firstNames = !r.isNull(c.usualFirstName);
    if (firstNames) out.field(r, c.usualFirstName);
    for (const field of c.firstNames) {
      if (r.isNull(field) || (c.usualFirstName >= 0 && !r.isNull(c.usualFirstName) && r.same(field, c.usualFirstName))) continue;
      if (firstNames) out.byte(SPACE);
      out.field(r, field);
      firstNames = true;
    }
    if (!firstNames) out.null();
    out.tabTexts(r, identityCodes);
    out.tab();
    out.byte(status);
    out.tab();
    out.text(r, c.creation);
    out.tab();
    if (status === C) out.text(r, c.periodStart);
    else out.null();
    out.tabTexts(r, sizeColumns);
    out.tab();
    out.flag(ess);
    out.tab();
    out.flag(mission);
    out.tab();
    out.flag(employer);
    out.tab();
    out.text(r, c.processed);
    return true;
  };
}
