import type { ImportOptions } from '../import/import-options';
import type { SireneRowKindName } from './sirene-row-kinds';
import type { StagedColumn } from './staging-upsert';

/** What differs between the two Sirene stock files; the pipeline is the same. */
export interface SireneImportKind {
  /** Report kind, and how rows are mapped (sirene-row-kinds.ts). */
  kind: SireneRowKindName;
  /** Target table. */
  target: string;
  staging: string;
  /** Staged columns; the first is the key. */
  columns: readonly StagedColumn[];
  requiredColumns: readonly string[];
  /** Staging → target: update of the changed rows, then insert of the new ones (see staging-upsert.ts). */
  update: string;
  insert: string;
  /** Company events of the batch's changes, run before `update` (company-events/; followed companies only). */
  events?: string;
  /** Staged rows the insert leaves out on purpose (`{ line, detail }` rows), reported with `reason`. */
  leftOut?: { sql: string; reason: string };
  /** On a first load, the parent keys rows are checked against in Node (e.g. `SELECT siren FROM companies`). */
  parentKeys?: string;
}

/** Options the tests and the benchmark use. */
export interface SireneImportOptions extends ImportOptions {
  /** Rows per batch (default 100,000). */
  batchRows?: number;
  /** Parsing worker threads (default: for a file of 32 MB or more, up to 2 when 4 cores or more; 0: this thread). */
  workers?: number;
}
