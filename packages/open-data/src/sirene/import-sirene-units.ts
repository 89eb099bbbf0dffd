import type { Pool } from 'pg';
import { sireneUnitEventsSql } from '../company-events';
import type { ImportReport } from '../import/import-report';
import { type SireneImportKind, type SireneImportOptions, runSireneImport } from './run-sirene-import';
import { type UpsertSpec, insertNewSql, updateChangedSql } from './staging-upsert';
import { UNIT_REQUIRED_COLUMNS, UNIT_STAGED_COLUMNS } from './unit-row-mapper';

const STAGING = 'sirene_unit_staging';

const SPEC: UpsertSpec = { target: 'companies', staging: STAGING, key: ['siren'], columns: UNIT_STAGED_COLUMNS, touch: 'updated_at = now()' };

const UNITS: SireneImportKind = {
  kind: 'sirene-ul',
  target: 'companies',
  staging: STAGING,
  columns: UNIT_STAGED_COLUMNS,
  requiredColumns: UNIT_REQUIRED_COLUMNS,
  events: sireneUnitEventsSql(STAGING),
  update: updateChangedSql(SPEC),
  insert: insertNewSql(SPEC),
};

/**
 * Imports an INSEE StockUniteLegale file (CSV, .gz, or .zip holding the CSV; 2019 or current layout) into
 * `companies`. Columns that other sources fill (RNE share capital, purpose, registration date) are left alone.
 */
export function importSireneUnits(pool: Pool, path: string, options: SireneImportOptions = {}): Promise<ImportReport> {
  return runSireneImport(UNITS, pool, path, options);
}
