import { ImportReport } from '../import/import-report';

/**
 * The report of an agreements import. Counts are of (company, IDCC) pairs: inserted = a pair new to
 * the register, removed = a pair a listed company no longer has, unchanged = lines whose pair was
 * stored already (or repeated by another establishment of the company).
 */
export class AgreementsImportReport extends ImportReport {
  removed = 0;

  override toJSON() {
    return { ...super.toJSON(), removed: this.removed };
  }

  override summary(): string {
    return `${super.summary()}\n  agreements no longer listed for their company: removed ${this.removed}`;
  }
}
