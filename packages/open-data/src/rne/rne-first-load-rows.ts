import { PersonRegistry } from './person-registry';
import { personKeyOf, type RneChunkRows } from './rne-chunk-rows';
import type { RnePersonRow } from './rne-rows';

/** What a first load starts from, read from the database by `beginFirstLoad` (plain data: it goes to the parsing thread). */
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

/** The rows of the write being made, as COPY lines; replaced whole by a fresh one when taken. */
class WriteInProgress {
  readonly companies: string[] = [];
  readonly persons: string[] = [];
  readonly mandates: string[] = [];
  /** `rne_changed` lines of the companies given mandates. */
  readonly withMandates: string[] = [];
  lastPersonId = 0;
  skippedPowers = 0;

  toWrite(): RneFirstLoadWrite {
    return {
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
  }
}

/**
 * The Node side of a first load (see `rne-first-load.ts`), over the rows made where the records are parsed
 * (`RneChunkRows`): each company is checked to come once, each person is given its id (the same person is found
 * again by identity key in a `PersonRegistry`), and the rows become COPY text for `persons`, `mandates` and the
 * companies' stage. Nothing of the records is kept.
 */
export class RneFirstLoadRows {
  /** One bit per possible SIREN (10^9 bits): the companies written so far. */
  private readonly seen = new Uint8Array(125_000_000);
  private readonly registry: PersonRegistry;
  private write = new WriteInProgress();
  /** Ids of the persons of the record being added. */
  private readonly ids: number[] = [];

  constructor(plan: RneFirstLoadPlan) {
    this.registry = new PersonRegistry(plan.firstPersonId);
  }

  /** Companies in the write being made. */
  get size(): number {
    return this.write.companies.length;
  }

  /** Mandates of the write being made (a write is closed early when they are many). */
  get mandateCount(): number {
    return this.write.mandates.length;
  }

  /** False for a company already written by this first load (it must then go the staging way). */
  accepts(siren: number): boolean {
    return (this.seen[siren >>> 3]! & (1 << (siren & 7))) === 0;
  }

  /** Adds record `index` of `rows` (its persons and mandates follow those of the record before it). */
  add(rows: RneChunkRows, index: number): void {
    const write = this.write;
    const siren = rows.sirens[index]!;
    this.seen[siren >>> 3]! |= 1 << (siren & 7);
    write.companies.push(rows.companyLines[index]!);
    const firstPerson = index === 0 ? 0 : rows.personEnds[index - 1]!;
    const ids = this.ids;
    ids.length = 0;
    for (let p = firstPerson; p < rows.personEnds[index]!; p++) {
      const line = rows.personLines[p]!;
      const { id, isNew } = this.registry.sight(personKeyOf(line), rows.personMasks[p]!, line);
      ids.push(id);
      if (isNew) {
        write.persons.push(`${id}\t${line}`);
        write.lastPersonId = id;
      }
    }
    const firstMandate = index === 0 ? 0 : rows.mandateEnds[index - 1]!;
    const mandateEnd = rows.mandateEnds[index]!;
    for (let m = firstMandate; m < mandateEnd; m++) {
      write.mandates.push(`${ids[rows.mandatePersons[m]! - firstPerson]}\t${rows.mandateLines[m]}`);
    }
    if (mandateEnd > firstMandate) write.withMandates.push(`${String(siren).padStart(9, '0')}\tf\n`);
    write.skippedPowers += rows.skippedPowers[index]!;
  }

  /** The write made so far (null when empty); the next one starts empty. */
  take(): RneFirstLoadWrite | null {
    if (this.write.companies.length === 0) return null;
    const taken = this.write;
    this.write = new WriteInProgress();
    return taken.toWrite();
  }

  /**
   * What later sightings add to persons already written (see `PersonRegistry.pendingPatches`), applied once the
   * keys are back.
   */
  patches(): RnePersonRow[] {
    return this.registry.pendingPatches();
  }
}
