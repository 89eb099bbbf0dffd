import type { Pool } from 'pg';
import type { ImportReport } from '../import/import-report';
import { ESTABLISHMENT_REQUIRED_COLUMNS, ESTABLISHMENT_STAGED_COLUMNS } from './establishment-row-mapper';
import { type SireneImportKind, type SireneImportOptions, runSireneImport } from './run-sirene-import';
import { type UpsertSpec, insertNewSql, updateChangedSql } from './staging-upsert';

const STAGING = 'sirene_establishment_staging';
const COMPANY_KNOWN = 'EXISTS (SELECT 1 FROM companies c WHERE c.siren = s.siren)';

const SPEC: UpsertSpec = {
  target: 'establishments',
  staging: STAGING,
  // A SIRET is the SIREN and the NIC: the key (siren, nic) also orders a company's establishments together.
  key: ['siren', 'nic'],
  columns: ESTABLISHMENT_STAGED_COLUMNS,
  insertFilter: COMPANY_KNOWN,
};

const ESTABLISHMENTS: SireneImportKind = {
  kind: 'sirene-etab',
  target: 'establishments',
  staging: STAGING,
  columns: ESTABLISHMENT_STAGED_COLUMNS,
  requiredColumns: ESTABLISHMENT_REQUIRED_COLUMNS,
  update: updateChangedSql(SPEC),
  insert: insertNewSql(SPEC),
  leftOut: {
    sql: `SELECT s.line, 'siren=' || s.siren AS detail FROM ${STAGING} s WHERE NOT ${COMPANY_KNOWN} ORDER BY s.line`,
    reason: 'unknown-company',
  },
  parentKeys: 'SELECT siren FROM companies',
};

/**
 * Imports an INSEE StockEtablissement file (CSV, .gz, or .zip holding the CSV; 2019 or current layout) into
 * `establishments`. Import StockUniteLegale first: an establishment whose SIREN is not in `companies` is rejected
 * with reason `unknown-company` rather than attached to an invented, empty company (which would show on the site
 * as a nameless, diffusible unit). INSEE's two stock files of the same month are consistent, so this only happens
 * with mismatched files.
 */
export function importSireneEstablishments(pool: Pool, path: string, options: SireneImportOptions = {}): Promise<ImportReport> {
  return runSireneImport(ESTABLISHMENTS, pool, path, options);
}
