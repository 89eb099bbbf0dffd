import type { UpsertRow, UpsertTarget } from '../sql/upsert-rows';

/** The rows of one reference table. */
export interface ReferenceTable {
  target: UpsertTarget;
  rows: readonly UpsertRow[];
}

/** Reference tables loaded together and fingerprinted together (see reference_data_loads). */
export interface ReferenceGroup {
  name: string;
  tables: readonly ReferenceTable[];
}
