import { toCopyLine } from '../import/copy-format';
import { PersonRegistry } from './person-registry';
import { companyCopyLine, personValues } from './rne-batch';
import type { RneCompanyRecord, RnePersonRow } from './rne-rows';

/** What a first load starts from, read from the database by `beginFirstLoad` (plain data: it goes to the parsing worker). */
export interface RneFirstLoadPlan {
  /** The id the first new person gets. */
  firstPersonId: number;
  /** `director_roles`: code → label. */
  roleLabels: ReadonlyArray<readonly [code: string, label: string]>;
}

/** One write of a first load: its rows as COPY text (one string per table) and their counts. */
export interface RneFirstLoadWrite {
  companies: string;
  persons: string;
  mandates: string;
  /** `rne_changed` lines: the companies given mandates (counted as updated, as the staging path counts them). */
  withMandates: string;
  records: number;
  personCount: number;
  mandateCount: number;
  /** The id of the last new person of the write (the sequence is moved past it), 0 when none. */
  lastPersonId: number;
  skippedPowers: number;
}

/**
 * The Node side of a first load (see `rne-first-load.ts`): records become COPY text for `persons`, `mandates` and the
 * companies' stage as they come, the same person is found again by identity key in a `PersonRegistry` (which gives
 * its id), and role labels come from `director_roles`. Nothing of the records is kept. Runs where the records are
 * parsed: in the parsing worker for large inputs, so that the importing thread only sends text to PostgreSQL.
 */
export class RneFirstLoadRows {
  /** One bit per possible SIREN (10^9 bits): the companies written so far. */
  private readonly seen = new Uint8Array(125_000_000);
  private readonly registry: PersonRegistry;
  private readonly roleLabels: ReadonlyMap<string, string>;
  private companies: string[] = [];
  private persons: string[] = [];
  private mandates: string[] = [];
  private withMandates: string[] = [];
  private lastPersonId = 0;
  private skippedPowers = 0;
  /** Mandates of the write being made (a write is closed early when they are many). */
  mandateCount = 0;

  constructor(plan: RneFirstLoadPlan) {
    this.registry = new PersonRegistry(plan.firstPersonId);
    this.roleLabels = new Map(plan.roleLabels);
  }

  /** Companies in the write being made. */
  get size(): number {
    return this.companies.length;
  }

  /** False for a company already written by this first load (it must then go the staging way). */
  accepts(record: RneCompanyRecord): boolean {
    const siren = Number(record.company.siren);
    return (this.seen[siren >>> 3]! & (1 << (siren & 7))) === 0;
  }

  add(record: RneCompanyRecord): void {
    const { siren } = record.company;
    const number = Number(siren);
    this.seen[number >>> 3]! |= 1 << (number & 7);
    this.companies.push(companyCopyLine(record.company));
    const ids = new Map<string, number>();
    for (const person of record.persons) {
      const { id, isNew } = this.registry.sight(person);
      ids.set(person.identityKey, id);
      if (isNew) {
        this.persons.push(toCopyLine([id, ...personValues(person)]));
        this.lastPersonId = id;
      }
    }
    for (const m of record.mandates) {
      const roleLabel = m.roleLabel ?? (m.roleCode === null ? null : (this.roleLabels.get(m.roleCode) ?? null));
      this.mandates.push(toCopyLine([ids.get(m.identityKey), siren, m.roleCode, roleLabel, m.startDate, m.endDate, m.isCurrent]));
    }
    if (record.mandates.length > 0) this.withMandates.push(`${siren}\tf\n`);
    this.mandateCount += record.mandates.length;
    this.skippedPowers += record.skippedPowers;
  }

  /** The write made so far (null when empty); the next one starts empty. */
  take(): RneFirstLoadWrite | null {
    if (this.companies.length === 0) return null;
    const write: RneFirstLoadWrite = {
      companies: this.companies.join(''),
      persons: this.persons.join(''),
      mandates: this.mandates.join(''),
      withMandates: this.withMandates.join(''),
      records: this.companies.length,
      personCount: this.persons.length,
      mandateCount: this.mandates.length,
      lastPersonId: this.lastPersonId,
      skippedPowers: this.skippedPowers,
    };
    this.companies = [];
    this.persons = [];
    this.mandates = [];
    this.withMandates = [];
    this.lastPersonId = 0;
    this.skippedPowers = 0;
    this.mandateCount = 0;
    return write;
  }

  /**
   * What later sightings add to persons already written (see `PersonRegistry.pendingPatches`), applied once the
   * keys are back.
   */
  patches(): RnePersonRow[] {
    return this.registry.pendingPatches();
  }
}
