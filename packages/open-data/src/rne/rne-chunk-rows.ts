import { toCopyLine } from '../import/copy-format';
import { nullMask } from './person-registry';
import { companyCopyLine, personValues } from './rne-batch';
import type { RneCompanyRecord } from './rne-rows';

/** A rejected entry among the records of a chunk. */
export interface RneChunkRejection {
  /** Records of the chunk before it. */
  before: number;
  /** Its line in the file (its position for an entry of an API wrapper). */
  line: number;
  reason: string;
  detail?: string | undefined;
}

/**
 * The rows of consecutive records as a first load writes them, all but the persons' ids: made where the records
 * are parsed (each parsing thread), given ids where the first load runs (`RneFirstLoadRows`), which keeps the one
 * registry of persons. Plain arrays of strings and numbers, cheap to send between threads.
 */
export interface RneChunkRows {
  /** Per record. */
  sirens: number[];
  companyLines: string[];
  /** End of the record's persons / mandates in the arrays below (exclusive). */
  personEnds: number[];
  mandateEnds: number[];
  skippedPowers: number[];
  /**
   * Per person of a record (a record lists each person once): its `persons` COPY line without its id (which it is
   * given before it), starting with its identity key (`personKeyOf`).
   */
  personLines: string[];
  /** `nullMask` of the person as this record gives it. */
  personMasks: number[];
  /** Per mandate: its person (index in the person arrays), and its `mandates` COPY line without the person id. */
  mandatePersons: number[];
  mandateLines: string[];
  rejections: RneChunkRejection[];
}

export function emptyChunkRows(): RneChunkRows {
  return {
    sirens: [],
    companyLines: [],
    personEnds: [],
    mandateEnds: [],
    skippedPowers: [],
    personLines: [],
    personMasks: [],
    mandatePersons: [],
    mandateLines: [],
    rejections: [],
  };
}

/**
 * The identity key of a person's line: its first field, as written (keys are normalised ASCII, which the COPY
 * format never escapes).
 */
export function personKeyOf(line: string): string {
  return line.slice(0, line.indexOf('\t'));
}

/** Appends a record's rows; role labels not given by the record come from `director_roles` (code → label). */
export function addRecordRows(rows: RneChunkRows, record: RneCompanyRecord, roleLabels: ReadonlyMap<string, string>): void {
  const { company, persons, mandates } = record;
  const firstPerson = rows.personLines.length;
  rows.sirens.push(Number(company.siren));
  rows.companyLines.push(companyCopyLine(company));
  for (const person of persons) {
    rows.personLines.push(toCopyLine(personValues(person)));
    rows.personMasks.push(nullMask(person));
  }
  for (const m of mandates) {
    let person = firstPerson;
    while (persons[person - firstPerson]!.identityKey !== m.identityKey) person++;
    const roleLabel = m.roleLabel ?? (m.roleCode === null ? null : (roleLabels.get(m.roleCode) ?? null));
    rows.mandatePersons.push(person);
    rows.mandateLines.push(toCopyLine([company.siren, m.roleCode, roleLabel, m.startDate, m.endDate, m.isCurrent]));
  }
  rows.personEnds.push(rows.personLines.length);
  rows.mandateEnds.push(rows.mandatePersons.length);
  rows.skippedPowers.push(record.skippedPowers);
}
