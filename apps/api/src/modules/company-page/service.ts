import { COMPANY_PAGE_LIST_SIZES, type CompanyPageData } from '@registre/domain';
import type { Pool } from 'pg';
import { companiesService } from '../companies';
import { presentRatiosByYear } from '../financial-diagnostics';
import { availableDocuments } from '../document-availability';
import { scoringService } from '../scoring';
import type { SimilarCompaniesService } from '../similar-companies';

const FIRST_PAGE = 1;

/**
 * Everything the company page shows, read in one request: the section reads of the companies,
 * scoring and similar-companies services, started together. The reads of one page share the
 * company's facts, annual accounts, section counts and sector statistics (one read each).
 */
export function companyPageService(pool: Pool, similar: SimilarCompaniesService) {
  return {
    async read(siren: string, hideFinancialData: boolean): Promise<CompanyPageData> {
      const companies = companiesService(pool, undefined, { shareReads: true });
      const scoring = scoringService(pool, { shareReads: true });
      const page = (perPage: number) => ({ page: FIRST_PAGE, per_page: perPage });
      const [
        profile,
        keyNumbers,
        poleScore,
        representatives,
        establishments,
        statements,
        balanceSheets,
        balanceSheetDetails,
        incomeStatementDetails,
        acts,
        documentFacts,
        commercialAdvertisements,
        insolvencyProceedings,
        brands,
        patents,
        agreements,
        employees,
        similarCompanies,
        comparison,
      ] = await Promise.all([
        companies.getProfile(siren),
        companies.getKeyNumbers(siren, hideFinancialData),
        scoring.poleScore(siren),
        companies.getRepresentatives(siren),
        companies.getEstablishments(siren, page(COMPANY_PAGE_LIST_SIZES.establishments)),
        companies.getFinancialStatements(siren),
        companies.getBalanceSheets(siren),
        companies.getBalanceSheetDetails(siren, hideFinancialData),
        companies.getIncomeStatementDetails(siren, hideFinancialData),
        companies.getActsAndArticles(siren, page(COMPANY_PAGE_LIST_SIZES.acts)),
        companies.getDocumentFacts(siren),
        companies.getCommercialAdvertisements(siren, page(COMPANY_PAGE_LIST_SIZES.commercial_advertisements)),
        companies.getInsolvencyProceedings(siren),
        companies.getBrands(siren, page(COMPANY_PAGE_LIST_SIZES.brands)),
        companies.getPatents(siren, page(COMPANY_PAGE_LIST_SIZES.patents)),
        companies.getAgreements(siren),
        companies.getEmployees(siren),
        similar.similar(siren),
        scoring.comparison(siren, hideFinancialData),
      ]);
      return {
        profile,
        key_numbers: keyNumbers,
        pole_score: poleScore,
        representatives,
        establishments,
        financial_diagnostics: presentRatiosByYear(siren, statements, hideFinancialData),
        balance_sheets: balanceSheets,
        balance_sheet_details: balanceSheetDetails,
        income_statement_details: incomeStatementDetails,
        acts,
        documents: availableDocuments(documentFacts),
        commercial_advertisements: commercialAdvertisements,
        insolvency_proceedings: insolvencyProceedings,
        brands,
        patents,
        agreements,
        employees,
        similar_companies: similarCompanies,
        comparison,
      };
    },
  };
}

export type CompanyPageService = ReturnType<typeof companyPageService>;
