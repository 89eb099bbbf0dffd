import type { ByteRecord } from './byte-record';
import type { CopyTupleWriter } from './copy-tuple-writer';
import { unitFields } from './sirene-fields';
import type { SireneHeader } from './sirene-header';

/**
 * The fast path of a row mapper (see chunk-mapper.ts): writes the fields of an unquoted record's binary COPY tuple
 * straight from its bytes and returns true, or returns false when the record needs the string path (any value it
 * would reject, or that it cannot be sure of; the caller takes back what was written). Both paths give the same
 * tuple for every record this one accepts (chunk-mapper.test.ts).
 */
export type ByteRowMapper = (record: ByteRecord, out: CopyTupleWriter) => boolean;

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
    const creation = r.days(c.creation);
    const periodStart = r.days(c.periodStart);
    const processed = r.micros(c.processed);
    if (Number.isNaN(creation) || Number.isNaN(periodStart) || Number.isNaN(processed)) return false;
    if (!(r.isNull(c.legalCategory) || r.isDigits(c.legalCategory, 4)) || !(r.isNull(c.headOfficeNic) || r.isDigits(c.headOfficeNic, 5))) return false;
    if (!(r.isNull(c.bandYear) || r.isDigits(c.bandYear, 4)) || !(r.isNull(c.categoryYear) || r.isDigits(c.categoryYear, 4))) return false;
    // Byte lengths within the string path's character limits: the same decision (longer ones take that path).
    if ((r.length(c.band) > 2 && !r.isNull(c.band)) || r.length(c.naf) > 6 || r.length(c.naf25) > 7) return false;

    out.field(r, c.siren);
    out.char(diffusion);
    out.boolean(purged === 1);
    out.text(r, c.denomination);
    out.text(r, c.sigle);
    out.textArray(r, c.usualNames);
    out.text(r, c.lastName);
    out.text(r, c.usageName);
    // prenomUsuel first, then the other first names in order, without repeating it.
    const firstNames = out.open();
    const usualFirstName = !r.isNull(c.usualFirstName);
    if (usualFirstName) out.bytes(r.bytes, r.starts[c.usualFirstName] ?? 0, r.length(c.usualFirstName));
    for (const field of c.firstNames) {
      if (r.isNull(field) || (usualFirstName && r.same(field, c.usualFirstName))) continue;
      if (out.used > firstNames + 4) out.byte(SPACE);
      out.bytes(r.bytes, r.starts[field] ?? 0, r.length(field));
    }
    out.close(firstNames, true);
    out.texts(r, identityCodes);
    out.char(status);
    out.days(creation);
    out.days(status === C ? periodStart : null);
    out.text(r, c.headOfficeNic);
    out.text(r, c.band);
    out.integerField(r, c.bandYear);
    out.text(r, c.category);
    out.integerField(r, c.categoryYear);
    out.flag(ess);
    out.flag(mission);
    out.flag(employer);
    out.micros(processed);
    return true;
  };
}
