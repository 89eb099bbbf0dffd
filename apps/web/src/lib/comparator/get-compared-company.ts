import { cache } from 'react';
import {
  companyProfileResponseSchema,
  financialDiagnosticsStatsResponseSchema,
  keyNumbersResponseSchema,
  poleScoreResponseSchema,
  type CompanyProfile,
  type FinancialRatios,
  type KeyNumbers,
  type PoleScore,
} from '@registre/domain';
import { fetchCompanyJson } from '@/lib/api/fetch-company-json';

/** What the comparator shows of one company. */
export interface ComparedCompany {
  profile: CompanyProfile;
  keyNumbers: KeyNumbers | null;
  /** Ratios of the latest fiscal year that has them. */
  ratios: { fiscalYearEnd: string; values: FinancialRatios } | null;
  poleScore: PoleScore | null;
}

/** Ratios of the newest year that has them (the API lists years oldest first). */
function latestRatios(years: ReadonlyArray<{ fiscal_year_end: string; ratios: FinancialRatios | null }>): ComparedCompany['ratios'] {
  const year = years.findLast((candidate) => candidate.ratios !== null);
  return year?.ratios ? { fiscalYearEnd: year.fiscal_year_end, values: year.ratios } : null;
}

/** A company's profile, key numbers, latest ratios and pole score, read in parallel; null when the API does not know it. */
async function read(siren: string): Promise<ComparedCompany | null> {
  const [profile, keyNumbers, stats, poleScore] = await Promise.all([
    fetchCompanyJson(siren, `/api/companies/${siren}`, companyProfileResponseSchema),
    fetchCompanyJson(siren, `/api/companies/${siren}/key-numbers`, keyNumbersResponseSchema),
    fetchCompanyJson(siren, `/api/financial-diagnostics/${siren}/stats`, financialDiagnosticsStatsResponseSchema),
    fetchCompanyJson(siren, `/api/companies/${siren}/pole-score`, poleScoreResponseSchema),
  ]);
  if (profile === null) return null;
  return {
    profile: profile.data,
    keyNumbers: keyNumbers?.data ?? null,
    ratios: stats ? latestRatios(stats.data.years) : null,
    poleScore: poleScore?.data ?? null,
  };
}

/** Cached per request: the page's metadata and body share one read per company. */
export const getComparedCompany = cache(read);
