import { z } from 'zod';
import { PROSPECTING_ERRORS } from './prospecting-filters';

/** The columns an export may hold, in the file's order. */
export const PROSPECTING_COLUMNS = [
  'siren',
  'name',
  'status',
  'legal_form',
  'naf_code',
  'naf_label',
  'address',
  'postcode',
  'city',
  'department',
  'headcount_band',
  'creation_date',
  'fiscal_year_end',
  'turnover',
  'net_result',
] as const;

export type ProspectingColumn = (typeof PROSPECTING_COLUMNS)[number];

/** Columns ticked when a visitor starts. */
export const DEFAULT_PROSPECTING_COLUMNS: readonly ProspectingColumn[] = ['siren', 'name', 'legal_form', 'naf_code', 'naf_label', 'postcode', 'city', 'headcount_band', 'creation_date'];

/** Chosen columns: known, at least one, each once; kept in the file's order whatever the order given. */
export const prospectingColumnsSchema = z
  .array(z.enum(PROSPECTING_COLUMNS, { error: PROSPECTING_ERRORS.invalidColumns }), { error: PROSPECTING_ERRORS.invalidColumns })
  .min(1, { error: PROSPECTING_ERRORS.invalidColumns })
  .max(PROSPECTING_COLUMNS.length, { error: PROSPECTING_ERRORS.invalidColumns })
  .transform((columns) => PROSPECTING_COLUMNS.filter((column) => columns.includes(column)));
