import { ImportReport } from '../import/import-report';
import type { RneBatchCounts } from './write-rne-batch';

/**
 * The report of an RNE import. `inserted` / `updated` / `unchanged` count company records:
 * inserted = a company row created (RNE before Sirene), updated = its row or its mandates changed.
 * Persons and mandates have their own counters.
 */
export class RneImportReport extends ImportReport {
  readonly persons = { inserted: 0, updated: 0 };
  readonly mandates = { inserted: 0, updated: 0, ended: 0 };
  /** Representatives without a name, SIREN or denomination, left out. */
  skippedPowers = 0;

  add(counts: RneBatchCounts, records: number): void {
    this.inserted += counts.inserted;
    this.updated += counts.updated;
    this.unchanged += records - counts.inserted - counts.updated;
    this.persons.inserted += counts.personsInserted;
    this.persons.updated += counts.personsUpdated;
    this.mandates.inserted += counts.mandatesInserted;
    this.mandates.updated += counts.mandatesUpdated;
    this.mandates.ended += counts.mandatesEnded;
  }

  override toJSON() {
    return { ...super.toJSON(), persons: { ...this.persons }, mandates: { ...this.mandates }, skippedPowers: this.skippedPowers };
  }

  override summary(): string {
    return [
      super.summary(),
      `  persons: inserted ${this.persons.inserted}, updated ${this.persons.updated}`,
      `  mandates: inserted ${this.mandates.inserted}, updated ${this.mandates.updated}, ended ${this.mandates.ended}` +
        (this.skippedPowers > 0 ? `; ${this.skippedPowers} unidentifiable representatives left out` : ''),
    ].join('\n');
  }
}
