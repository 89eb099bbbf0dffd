import type { Pool } from 'pg';
import type { ImportOptions } from '../import/import-options';
import type { ImportReport } from '../import/import-report';
import { importIpLines } from './import-ip-lines';
import { TRADEMARK_COLUMNS, parseTrademark, trademarkValues } from './trademark-record';

/**
 * Imports a trademarks file (JSON lines, format in docs/data-formats.md) into `trademarks`, keyed
 * by the mark's number: re-importing updates changed marks and leaves the others untouched.
 * Rejected lines (reasons): invalid-json, not-an-object, missing-number, invalid-number,
 * missing-name, invalid-date, invalid-status, invalid-nice-class, invalid-siren.
 */
export function importTrademarks(pool: Pool, path: string, options: ImportOptions = {}): Promise<ImportReport> {
  return importIpLines(pool, path, options, {
    kind: 'trademarks',
    table: 'trademarks',
    columns: TRADEMARK_COLUMNS,
    parse: parseTrademark,
    values: trademarkValues,
  });
}
