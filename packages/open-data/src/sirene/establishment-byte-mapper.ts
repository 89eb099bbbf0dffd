import type { ByteRecord } from './byte-record';
import type { CopyTupleWriter } from './copy-tuple-writer';
import { establishmentFields } from './sirene-fields';
import type { SireneHeader } from './sirene-header';
import type { ByteRowMapper } from './unit-byte-mapper';

const O = 0x4f;
const P = 0x50;
const N = 0x4e;
const A = 0x41;
const F = 0x46;
const ZERO = 0x30;
const NINE = 0x39;
const isDigit = (c: number) => c >= ZERO && c <= NINE;

/**
 * Writes the department of department-code.ts from the bytes of the commune code (5 bytes, or null) and the
 * postcode (at most 5 bytes, or null), or NULL.
 */
function writeDepartment(r: ByteRecord, commune: number, postcode: number, out: CopyTupleWriter): void {
  if (!r.isNull(commune)) {
    const c0 = r.byteAt(commune, 0);
    const c1 = r.byteAt(commune, 1);
    if (c0 === 0x32 && (c1 === 0x41 || c1 === 0x42)) return out.prefix(r, commune, 2); // 2A, 2B
    if (isDigit(c0) && isDigit(c1)) {
      if (c0 === 0x39 && (c1 === 0x37 || c1 === 0x38)) return out.prefix(r, commune, 3); // 97x, 98x
      if (c0 === 0x39 && c1 === 0x39) return out.null(); // 99xxx: INSEE's foreign-country codes
      return out.prefix(r, commune, 2);
    }
  }
  if (!r.isNull(postcode) && r.isDigits(postcode, 5)) {
    const p0 = r.byteAt(postcode, 0);
    const p1 = r.byteAt(postcode, 1);
    if (p0 === 0x32 && p1 === ZERO) {
      const at = out.open();
      out.byte(0x32);
      out.byte(r.byteAt(postcode, 2) <= 0x31 ? 0x41 : 0x42); // 200xx–201xx: 2A, else 2B
      return out.close(at);
    }
    if (p0 === 0x39 && (p1 === 0x37 || p1 === 0x38)) return out.prefix(r, postcode, 3);
    if ((p0 === ZERO && p1 === ZERO) || (p0 === 0x39 && p1 === 0x39)) return out.null();
    return out.prefix(r, postcode, 2);
  }
  out.null();
}

/** The byte path of establishment-row-mapper.ts: same columns (ESTABLISHMENT_STAGED_COLUMNS), order and values. */
export function createEstablishmentByteMapper(header: SireneHeader): ByteRowMapper {
  const c = establishmentFields(header);
  const columnCount = header.columnCount;
  // Text columns written in a row, as they are.
  const activityColumns = [c.naf, c.nafNomenclature, c.naf25, c.usualName];
  const addressColumns = [c.complement, c.number, c.suffix, c.streetType, c.streetName, c.distribution, c.postcode, c.city, c.commune, c.cedex, c.cedexLabel, c.foreignCity, c.country, c.countryLabel];

  return (r, out) => {
    if (r.count !== columnCount) return false;
    if (!r.isDigits(c.siret, 14) || !r.isDigits(c.siren, 9) || !r.isDigits(c.nic, 5)) return false;
    // siret = siren + nic, SIREN and SIRET keys (Luhn). La Poste's SIRETs have their own rule: the string path.
    const siret = r.starts[c.siret] ?? 0;
    const siren = r.starts[c.siren] ?? 0;
    const nic = r.starts[c.nic] ?? 0;
    const b = r.bytes;
    for (let i = 0; i < 9; i++) if (b[siret + i] !== b[siren + i]) return false;
    for (let i = 0; i < 5; i++) if (b[siret + 9 + i] !== b[nic + i]) return false;
    if (!r.isLuhnValid(c.siren) || r.is(c.siren, '000000000') || r.is(c.siren, '356000000') || !r.isLuhnValid(c.siret)) return false;

    const diffusion = r.single(c.diffusion);
    if (diffusion !== O && diffusion !== P && diffusion !== N) return false;
    const status = r.single(c.status);
    if (status !== A && status !== F) return false;
    const headOffice = r.isNull(c.headOffice) ? 0 : r.boolean(c.headOffice);
    const employer = r.isNull(c.employer) ? 2 : r.boolean(c.employer);
    if (headOffice < 0 || employer < 0) return false;
    const creation = r.days(c.creation);
    const periodStart = r.days(c.periodStart);
    const processed = r.micros(c.processed);
    if (Number.isNaN(creation) || Number.isNaN(periodStart) || Number.isNaN(processed)) return false;
    if (!(r.isNull(c.bandYear) || r.isDigits(c.bandYear, 4))) return false;
    // Byte lengths within the string path's character limits: the same decision (others take that path).
    if (!r.isNull(c.band) && r.length(c.band) > 2) return false;
    if (!r.isNull(c.postcode) && r.length(c.postcode) > 5) return false;
    if (!r.isNull(c.commune) && r.length(c.commune) !== 5) return false;
    if (r.length(c.naf) > 6 || r.length(c.naf25) > 7) return false;

    out.field(r, c.siret);
    out.field(r, c.siren);
    out.field(r, c.nic);
    out.char(diffusion);
    out.boolean(headOffice === 1);
    out.days(creation);
    out.days(status === F ? periodStart : null);
    out.char(status);
    out.text(r, c.band);
    out.integerField(r, c.bandYear);
    out.texts(r, activityColumns);
    out.textArray(r, c.signs);
    out.texts(r, addressColumns);
    writeDepartment(r, c.commune, c.postcode, out);
    out.flag(employer);
    out.micros(processed);
    return true;
  };
}
