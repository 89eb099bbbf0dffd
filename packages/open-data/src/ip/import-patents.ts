import type { Pool } from 'pg';
import type { ImportOptions } from '../import/import-options';
import type { ImportReport } from '../import/import-report';
import { importIpLines } from './import-ip-lines';
import { PATENT_COLUMNS, parsePatent, patentValues } from './patent-record';

/**
 * Imports a patents file (JSON lines, format in docs/data-formats.md) into `patents`, keyed by the
 * publication number: re-importing updates changed patents and leaves the others untouched.
 * Rejected lines (reasons): invalid-json, not-an-object, missing-number, invalid-number,
 * missing-title, invalid-date, published-before-filing, invalid-siren.
 */
export function importPatents(pool: Pool, path: string, options: ImportOptions = {}): Promise<ImportReport> {
  return importIpLines(pool, path, options, {
    kind: 'patents',
    table: 'patents',
    columns: PATENT_COLUMNS,
    parse: parsePatent,
    values: patentValues,
  });
}
