import { z } from 'zod';

/** Bounds of the prospecting tool (the issue asks for bounded counts and exports). */
export const PROSPECTING_LIMITS = {
  /** Codes one list filter (regions, departments, communes, NAF codes…) takes. */
  codesPerFilter: 50,
  /** The live count stops counting here and says "more than". */
  countCap: 10_000,
  /** Rows of the preview shown under the filters. */
  previewRows: 20,
  /** Rows of one export, whatever the plan leaves. */
  rowsPerExport: 100_000,
  savedSearchesPerUser: 50,
  savedSearchNameMaxLength: 80,
} as const;

export const PROSPECTING_ERRORS = {
  invalidRegion: 'errors:prospecting.invalid-region',
  invalidDepartment: 'errors:prospecting.invalid-department',
  invalidCommune: 'errors:prospecting.invalid-commune',
  invalidNaf: 'errors:prospecting.invalid-naf',
  invalidLegalForm: 'errors:prospecting.invalid-legal-form',
  invalidHeadcountBand: 'errors:prospecting.invalid-headcount-band',
  tooManyCodes: 'errors:prospecting.too-many-codes',
  invalidAmount: 'errors:prospecting.invalid-amount',
  invalidAmountRange: 'errors:prospecting.invalid-amount-range',
  invalidDate: 'errors:prospecting.invalid-date',
  invalidDateRange: 'errors:prospecting.invalid-date-range',
  invalidFlag: 'errors:prospecting.invalid-flag',
  invalidColumns: 'errors:prospecting.invalid-columns',
  invalidFormat: 'errors:prospecting.invalid-format',
  nameInvalid: 'errors:prospecting.name-invalid',
  nameTaken: 'errors:prospecting.name-taken',
  tooManySearches: 'errors:prospecting.too-many-searches',
  searchNotFound: 'errors:prospecting.search-not-found',
  noRowsToExport: 'errors:prospecting.no-rows-to-export',
  rowsExhausted: 'errors:prospecting.rows-exhausted',
} as const;

function codeList(pattern: RegExp, error: string, normalize: (code: string) => string = (code) => code.toUpperCase()) {
  return z
    .array(z.string({ error }).trim().regex(pattern, { error }), { error })
    .max(PROSPECTING_LIMITS.codesPerFilter, { error: PROSPECTING_ERRORS.tooManyCodes })
    .transform((codes) => [...new Set(codes.map(normalize))])
    .optional();
}

/** NAF rév. 2 at any level: section 'J', division '62', group '62.0', class '62.01', subclass '62.01Z' (dots optional). */
const NAF_PATTERN = /^([a-u]|\d{2}|\d{2}\.?\d|\d{2}\.?\d{2}|\d{2}\.?\d{2}[a-z])$/i;

/** '6201Z' → '62.01Z', '620' → '62.0': the register's dotted form; a section or a division stays as it is. */
export function normalizeNafCode(code: string): string {
  const upper = code.toUpperCase().replace('.', '');
  return upper.length <= 2 ? upper : `${upper.slice(0, 2)}.${upper.slice(2)}`;
}

/** A NAF code's level: 1 section, 2 division, 3 group, 4 class, 5 subclass (as in `naf_codes.level`). */
export function nafLevel(code: string): 1 | 2 | 3 | 4 | 5 {
  if (/^[A-U]$/.test(code)) return 1;
  if (code.length === 2) return 2;
  if (code.length === 4) return 3;
  if (code.length === 5) return 4;
  return 5;
}

/** Euros, whole, within what a company declares (± 1,000 billion). */
const amount = z
  .number({ error: PROSPECTING_ERRORS.invalidAmount })
  .int({ error: PROSPECTING_ERRORS.invalidAmount })
  .min(-1e12, { error: PROSPECTING_ERRORS.invalidAmount })
  .max(1e12, { error: PROSPECTING_ERRORS.invalidAmount })
  .optional();
const isoDate = z.iso.date({ error: PROSPECTING_ERRORS.invalidDate }).optional();
const flag = (byDefault: boolean) => z.boolean({ error: PROSPECTING_ERRORS.invalidFlag }).default(byDefault);

const ordered = (low: number | string | undefined, high: number | string | undefined) => low === undefined || high === undefined || low <= high;

/**
 * What a prospect list is made of. Places are the head office's unless `head_office_only` is false
 * (then an active establishment there counts too; regions are always the head office's).
 * Amounts are whole euros of the last filed accounts (confidential accounts never match a range).
 */
export const prospectingFiltersSchema = z
  .object({
    region: codeList(/^\d{2,3}$/, PROSPECTING_ERRORS.invalidRegion),
    department: codeList(/^(\d{2}|2[ab]|\d{3})$/i, PROSPECTING_ERRORS.invalidDepartment),
    /** INSEE commune codes ('75056', '2A004'). */
    commune: codeList(/^(\d{5}|2[ab]\d{3})$/i, PROSPECTING_ERRORS.invalidCommune),
    naf: codeList(NAF_PATTERN, PROSPECTING_ERRORS.invalidNaf, normalizeNafCode),
    /** INSEE legal categories at any level ('5', '54', '5499'). */
    legal_form: codeList(/^(\d|\d{2}|\d{4})$/, PROSPECTING_ERRORS.invalidLegalForm),
    /** INSEE headcount bands ('NN', '00' … '53'). */
    headcount_band: codeList(/^(nn|\d{2})$/i, PROSPECTING_ERRORS.invalidHeadcountBand),
    turnover_min: amount,
    turnover_max: amount,
    result_min: amount,
    result_max: amount,
    created_from: isoDate,
    created_to: isoDate,
    active_only: flag(true),
    head_office_only: flag(true),
    without_insolvency: flag(false),
  }, { error: PROSPECTING_ERRORS.invalidFlag })
  .strict()
  .refine((f) => ordered(f.turnover_min, f.turnover_max), { error: PROSPECTING_ERRORS.invalidAmountRange, path: ['turnover_max'] })
  .refine((f) => ordered(f.result_min, f.result_max), { error: PROSPECTING_ERRORS.invalidAmountRange, path: ['result_max'] })
  .refine((f) => ordered(f.created_from, f.created_to), { error: PROSPECTING_ERRORS.invalidDateRange, path: ['created_to'] });

export type ProspectingFilters = z.output<typeof prospectingFiltersSchema>;
export type ProspectingFiltersInput = z.input<typeof prospectingFiltersSchema>;
