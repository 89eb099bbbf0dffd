import { type CopyValue, fromCopyLine, toCopyLine } from '../import/copy-format';
import type { RneCompanyRecord, RneCompanyRow, RnePersonRow } from './rne-rows';

/** Columns of the staging tables, in the order of the COPY lines below. */
export const COMPANY_STAGE_COLUMNS = [
  'siren',
  'denomination',
  'last_name',
  'usage_name',
  'first_names',
  'legal_category_code',
  'naf_code',
  'creation_date',
  'diffusion_status',
  'administrative_status',
  'closure_date',
  'share_capital_cents',
  'capital_currency',
  'corporate_purpose',
  'rcs_registration_date',
  'mandates_changed_on',
] as const;

export const PERSON_STAGE_COLUMNS = [
  'identity_key',
  'kind',
  'last_name',
  'usage_name',
  'first_names',
  'birth_year',
  'birth_month',
  'nationality',
  'legal_siren',
  'denomination',
  'diffusible',
  'slug',
] as const;

export const MANDATE_STAGE_COLUMNS = ['siren', 'identity_key', 'role_code', 'role_label', 'start_date', 'end_date', 'is_current'] as const;

/** A company row as a line of `COMPANY_STAGE_COLUMNS`. */
export function companyCopyLine(c: RneCompanyRow): string {
  return toCopyLine([
    c.siren,
    c.denomination,
    c.lastName,
    c.usageName,
    c.firstNames,
    c.legalCategoryCode,
    c.nafCode,
    c.creationDate,
    c.diffusionStatus,
    c.administrativeStatus,
    c.closureDate,
    c.shareCapitalCents,
    c.capitalCurrency,
    c.corporatePurpose,
    c.rcsRegistrationDate,
    c.mandatesChangedOn,
  ]);
}

/** A person's values in the order of `PERSON_STAGE_COLUMNS`. */
export function personValues(p: RnePersonRow): CopyValue[] {
  return [p.identityKey, p.kind, p.lastName, p.usageName, p.firstNames, p.birthYear, p.birthMonth, p.nationality, p.legalSiren, p.denomination, p.diffusible, p.slug];
}

/** A person read back from its line of `personValues` (the inverse of `toCopyLine(personValues(p))`). */
export function personFromCopyLine(line: string): RnePersonRow {
  const [identityKey, kind, lastName, usageName, firstNames, birthYear, birthMonth, nationality, legalSiren, denomination, diffusible, slug] =
    fromCopyLine(line);
  const number = (text: string | null | undefined) => (text === null || text === undefined ? null : Number(text));
  return {
    identityKey: identityKey ?? '',
    kind: kind === 'legal' ? 'legal' : 'natural',
    lastName: lastName ?? null,
    usageName: usageName ?? null,
    firstNames: firstNames ?? null,
    birthYear: number(birthYear),
    birthMonth: number(birthMonth),
    nationality: nationality ?? null,
    legalSiren: legalSiren ?? null,
    denomination: denomination ?? null,
    diffusible: diffusible === 't',
    slug: slug ?? null,
  };
}

/** Two sightings of one person: known values are kept (first seen wins), and non-diffusible wins. */
function mergePerson(known: RnePersonRow, seen: RnePersonRow): RnePersonRow {
  return {
    identityKey: known.identityKey,
    kind: known.kind,
    lastName: known.lastName ?? seen.lastName,
    usageName: known.usageName ?? seen.usageName,
    firstNames: known.firstNames ?? seen.firstNames,
    birthYear: known.birthYear ?? seen.birthYear,
    birthMonth: known.birthMonth ?? seen.birthMonth,
    nationality: known.nationality ?? seen.nationality,
    legalSiren: known.legalSiren ?? seen.legalSiren,
    denomination: known.denomination ?? seen.denomination,
    diffusible: known.diffusible && seen.diffusible,
    slug: known.slug ?? seen.slug,
  };
}

/**
 * The records of one write: one per SIREN (a later record of the same company replaces an earlier
 * one, as a later filing does), persons merged by identity key, written as COPY lines.
 */
export class RneBatch {
  private readonly records = new Map<string, RneCompanyRecord>();
  /** Records replaced by a later record of the same company in this batch. */
  superseded = 0;
  mandateCount = 0;

  get size(): number {
    return this.records.size;
  }

  add(record: RneCompanyRecord): void {
    const previous = this.records.get(record.company.siren);
    if (previous) {
      this.superseded++;
      this.mandateCount -= previous.mandates.length;
    }
    this.records.set(record.company.siren, record);
    this.mandateCount += record.mandates.length;
  }

  *companyLines(): Generator<string> {
    for (const { company } of this.records.values()) yield companyCopyLine(company);
  }

  *personLines(): Generator<string> {
    const persons = new Map<string, RnePersonRow>();
    for (const record of this.records.values()) {
      for (const person of record.persons) {
        const known = persons.get(person.identityKey);
        persons.set(person.identityKey, known ? mergePerson(known, person) : person);
      }
    }
    for (const p of persons.values()) {
      yield toCopyLine(personValues(p));
    }
  }

  *mandateLines(): Generator<string> {
    for (const { company, mandates } of this.records.values()) {
      for (const m of mandates) {
        yield toCopyLine([company.siren, m.identityKey, m.roleCode, m.roleLabel, m.startDate, m.endDate, m.isCurrent]);
      }
    }
  }
}
