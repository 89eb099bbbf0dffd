import type { CopyValue } from '../import/copy-format';
import { asText, type JsonObject } from '../io/json-fields';
import { optionalDate, optionalSiren, requiredNumber } from './ip-fields';
import type { ParsedRecord } from './trademark-record';

/** Columns of `patents` the importer writes, in the order of `PatentRow`. */
export const PATENT_COLUMNS = [
  { name: 'number', type: 'text NOT NULL' },
  { name: 'siren', type: 'char(9)' },
  { name: 'title', type: 'text' },
  { name: 'filing_date', type: 'date' },
  { name: 'publication_date', type: 'date' },
] as const;

export type PatentRow = [number: string, siren: string | null, title: string, filingDate: string | null, publicationDate: string | null];

/**
 * One line of a patents file: `{ number, title, filingDate?, publicationDate?, applicantSiren?, … }`
 * → a row, or the reason it is refused (a publication before the filing is refused too).
 */
export function parsePatent(record: JsonObject): ParsedRecord<PatentRow> {
  const number = requiredNumber(record.number);
  if ('reason' in number) return number;
  const title = asText(record.title);
  if (title === undefined) return { reason: 'missing-title', detail: number.value };
  const filingDate = optionalDate(record.filingDate, 'filingDate');
  if ('reason' in filingDate) return filingDate;
  const publicationDate = optionalDate(record.publicationDate, 'publicationDate');
  if ('reason' in publicationDate) return publicationDate;
  if (filingDate.value && publicationDate.value && publicationDate.value < filingDate.value) {
    return { reason: 'published-before-filing', detail: `${number.value}: ${filingDate.value} > ${publicationDate.value}` };
  }
  const siren = optionalSiren(record.applicantSiren ?? record.siren, 'applicantSiren');
  if ('reason' in siren) return siren;
  return { row: [number.value, siren.value, title, filingDate.value, publicationDate.value] };
}

export const patentValues = (row: PatentRow): CopyValue[] => row;
