import { z } from 'zod';
import { comparisonDataSchema } from '../scoring/comparison-data';
import { poleScoreSchema } from '../scoring/pole-score';
import { similarCompanySchema } from '../scoring/similar-companies';
import { collectiveAgreementSchema } from './agreements';
import { commercialAdvertisementsResponseSchema } from './commercial-advertisements';
import { companyProfileSchema } from './company-profile';
import { depositedActsPageResponseSchema } from './deposited-acts';
import { documentAvailabilityItemSchema } from './document-availability';
import { employeesResponseSchema } from './employees';
import { companyEstablishmentsResponseSchema } from './establishments';
import { financialDiagnosticsStatsResponseSchema } from './financial-diagnostics';
import { balanceSheetDetailSchema, balanceSheetsResponseSchema, incomeStatementDetailSchema } from './financial-statements';
import { insolvencyProceedingSchema } from './insolvency-proceedings';
import { brandsResponseSchema, patentsResponseSchema } from './intellectual-property';
import { keyNumbersResponseSchema } from './key-numbers';
import { representativeSchema } from './representatives';

/** How many entries of each paginated list the company page shows (the full lists have their own pages). */
export const COMPANY_PAGE_LIST_SIZES = {
  establishments: 20,
  acts: 10,
  commercial_advertisements: 10,
  brands: 10,
  patents: 10,
} as const;

/**
 * `GET /api/companies/{siren}/page`: everything the company page shows, in one answer. Each
 * field is what the matching endpoint answers (same contract), the paginated ones at their
 * first page (`COMPANY_PAGE_LIST_SIZES`).
 */
export const companyPageSchema = z.object({
  profile: companyProfileSchema,
  key_numbers: keyNumbersResponseSchema.shape.data,
  pole_score: poleScoreSchema,
  representatives: z.array(representativeSchema),
  /** First page of `GET …/establishments` (head office first, then open ones). */
  establishments: companyEstablishmentsResponseSchema,
  financial_diagnostics: financialDiagnosticsStatsResponseSchema.shape.data,
  /** Every filed statement, as one page (`GET …/balance-sheets`). */
  balance_sheets: balanceSheetsResponseSchema,
  balance_sheet_details: z.array(balanceSheetDetailSchema),
  income_statement_details: z.array(incomeStatementDetailSchema),
  /** First page of `GET …/acts-and-articles-of-incorporation`. */
  acts: depositedActsPageResponseSchema,
  documents: z.array(documentAvailabilityItemSchema),
  commercial_advertisements: commercialAdvertisementsResponseSchema,
  insolvency_proceedings: z.array(insolvencyProceedingSchema),
  brands: brandsResponseSchema,
  patents: patentsResponseSchema,
  agreements: z.array(collectiveAgreementSchema),
  employees: employeesResponseSchema.shape.data,
  similar_companies: z.array(similarCompanySchema),
  comparison: comparisonDataSchema,
});

export const companyPageResponseSchema = z.object({ data: companyPageSchema });

export type CompanyPageData = z.infer<typeof companyPageSchema>;
