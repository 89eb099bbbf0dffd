import { isValidSiret } from '@registre/domain';

/** DSN placeholders that are no agreement: skipped with their reason. */
const PLACEHOLDERS: Readonly<Record<string, string>> = { '9999': 'no-agreement', '9998': 'agreement-not-in-force' };

export type ParsedAgreement = { siren: string; idcc: string } | { reason: string; detail: string };

/** The positions of the columns the importer reads, found by name in the header. */
export interface AgreementColumns {
  siret: number;
  idcc: number;
}

const normalise = (name: string): string => name.replace(/^\uFEFF/, '').trim().toUpperCase();

/** Finds `SIRET` and `IDCC` in a header (any case, blanks and BOM ignored); throws when one is missing. */
export function agreementColumns(header: readonly string[]): AgreementColumns {
  const names = header.map(normalise);
  const siret = names.indexOf('SIRET');
  const idcc = names.indexOf('IDCC');
  if (siret < 0 || idcc < 0) {
    throw new Error(`not a "conventions collectives par entreprise" file: the header has no ${siret < 0 ? 'SIRET' : 'IDCC'} column (${header.join(', ')})`);
  }
  return { siret, idcc };
}

/**
 * One line of the dataset → the company (SIREN, the SIRET's first 9 digits) and the IDCC, or why it
 * is left out: missing-siret, invalid-siret (14 digits with a valid check digit), missing-idcc,
 * invalid-idcc (up to 4 digits, blanks ignored, left-padded with zeros: `16` is `0016`), and the
 * DSN placeholders no-agreement (`9999`) and agreement-not-in-force (`9998`).
 */
export function parseAgreement(record: readonly string[], columns: AgreementColumns): ParsedAgreement {
  const rawSiret = record[columns.siret]?.trim() ?? '';
  if (rawSiret === '') return { reason: 'missing-siret', detail: '' };
  const siret = rawSiret.replace(/[\s\u00a0\u202f]/g, '');
  if (!isValidSiret(siret)) return { reason: 'invalid-siret', detail: rawSiret };
  const rawIdcc = record[columns.idcc]?.trim() ?? '';
  if (rawIdcc === '') return { reason: 'missing-idcc', detail: siret };
  const digits = rawIdcc.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d{1,4}$/.test(digits)) return { reason: 'invalid-idcc', detail: `${siret}: ${rawIdcc}` };
  const idcc = digits.padStart(4, '0');
  const placeholder = PLACEHOLDERS[idcc];
  if (placeholder) return { reason: placeholder, detail: siret };
  return { siren: siret.slice(0, 9), idcc };
}
