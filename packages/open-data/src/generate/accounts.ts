import type { CompanyModel } from './company-model';
import { REFERENCE_YEAR, monthOf, yearOf } from './dates';
import { unitMix } from './random';

/** Salts of the stateless decisions BODACC (account filings) and ratios must agree on. */
const FILES_ACCOUNTS = 0x1001;
const CONFIDENTIAL = 0x1002;
const SIMPLIFIED = 0x1003;
const PARTIAL = 0x1004;

/** Statements go back this many years (the ratios open dataset starts in the late 2010s). */
const YEARS_BACK = 7;

/** Fiscal years (ending 31 December) a company filed accounts for, oldest first. */
export function statementYears(c: CompanyModel): number[] {
  if (!c.form.filesAccounts || c.purged || unitMix(c.key, FILES_ACCOUNTS) >= 0.85) return [];
  // A first fiscal year may run up to 18 months: created in the second half, it closes the next year.
  const first = Math.max(yearOf(c.creationDay) + (monthOf(c.creationDay) > 6 ? 1 : 0), REFERENCE_YEAR - YEARS_BACK);
  const last = c.closureDay >= 0 ? yearOf(c.closureDay) - 1 : REFERENCE_YEAR - 1;
  const years: number[] = [];
  for (let year = first; year <= last; year++) years.push(year);
  return years;
}

const SMALL_BANDS = new Set(['', 'NN', '00', '01', '02']);

/** Filed with a confidentiality declaration (small companies mostly; the choice holds every year). */
export function isConfidential(c: CompanyModel): boolean {
  return unitMix(c.key, CONFIDENTIAL) < (SMALL_BANDS.has(c.headcountBand) ? 0.35 : 0.05);
}

/** How the ratios dataset states it: part of the confidential filers hide only their income statement. */
export function confidentiality(c: CompanyModel): 'Public' | 'Confidentiel' | 'Partiellement confidentiel' {
  if (!isConfidential(c)) return 'Public';
  return unitMix(c.key, PARTIAL) < 0.3 ? 'Partiellement confidentiel' : 'Confidentiel';
}

/** type_bilan: K consolidated for groups, S simplified for small companies, C complete otherwise. */
export function balanceType(c: CompanyModel): 'C' | 'S' | 'K' {
  if (c.chain || c.category === 'ETI' || c.category === 'GE') return 'K';
  if (SMALL_BANDS.has(c.headcountBand) && unitMix(c.key, SIMPLIFIED) < 0.5) return 'S';
  return 'C';
}
