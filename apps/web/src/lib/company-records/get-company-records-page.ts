import { cache } from 'react';
import {
  balanceSheetDetailListResponseSchema,
  balanceSheetsResponseSchema,
  brandsResponseSchema,
  commercialAdvertisementsResponseSchema,
  companyEstablishmentsResponseSchema,
  depositedActsPageResponseSchema,
  incomeStatementDetailListResponseSchema,
  patentsResponseSchema,
  type BalanceSheet,
  type BalanceSheetDetail,
  type Brand,
  type CommercialAdvertisement,
  type CompanyEstablishment,
  type DepositedAct,
  type IncomeStatementDetail,
  type PageMeta,
  type Patent,
} from '@registre/domain';
import type { ZodType } from 'zod';
import { fetchCompanyJson } from '@/lib/api/fetch-company-json';
import { COMPANY_LIST_PER_PAGE, type CompanyRecordsSlug } from './company-records-kinds';

/** A fiscal year of annual accounts with the key figures the detail lists hold for it. */
export interface AnnualAccounts {
  sheet: BalanceSheet;
  balance: BalanceSheetDetail | null;
  income: IncomeStatementDetail | null;
}

/** One page of one per-company list, tagged with its kind. */
export type CompanyRecordsPage =
  | { slug: 'comptes-annuels'; data: AnnualAccounts[]; meta: PageMeta }
  | { slug: 'liste-etablissements'; data: CompanyEstablishment[]; meta: PageMeta }
  | { slug: 'annonces-bodacc'; data: CommercialAdvertisement[]; meta: PageMeta }
  | { slug: 'marques'; data: Brand[]; meta: PageMeta }
  | { slug: 'brevets'; data: Patent[]; meta: PageMeta }
  | { slug: 'actes-et-statuts'; data: DepositedAct[]; meta: PageMeta };

/** A company sub-resource (`/api/companies/{siren}/{path}`); null when the company is unknown. */
const companyRead = <T>(siren: string, path: string, schema: ZodType<T>) => fetchCompanyJson(siren, `/api/companies/${siren}/${path}`, schema);

const pageQuery = (page: number) => `page=${page}&per_page=${COMPANY_LIST_PER_PAGE}`;

async function annualAccounts(siren: string, page: number): Promise<CompanyRecordsPage | null> {
  // The detail lists are bounded (at most 100 years) and unpaged: read whole, joined by year.
  const [sheets, balances, incomes] = await Promise.all([
    companyRead(siren, `balance-sheets?${pageQuery(page)}`, balanceSheetsResponseSchema),
    companyRead(siren, 'balance-sheets/detail-list', balanceSheetDetailListResponseSchema),
    companyRead(siren, 'income-statements/detail-list', incomeStatementDetailListResponseSchema),
  ]);
  if (sheets === null) return null;
  const balanceByYear = new Map((balances?.data ?? []).map((row) => [row.fiscal_year_end, row]));
  const incomeByYear = new Map((incomes?.data ?? []).map((row) => [row.fiscal_year_end, row]));
  return {
    slug: 'comptes-annuels',
    meta: sheets.meta,
    data: sheets.data.map((sheet) => ({
      sheet,
      balance: balanceByYear.get(sheet.fiscal_year_end) ?? null,
      income: incomeByYear.get(sheet.fiscal_year_end) ?? null,
    })),
  };
}

async function read(slug: CompanyRecordsSlug, siren: string, page: number): Promise<CompanyRecordsPage | null> {
  const query = pageQuery(page);
  switch (slug) {
    case 'comptes-annuels':
      return annualAccounts(siren, page);
    case 'liste-etablissements': {
      const body = await companyRead(siren, `establishments?${query}`, companyEstablishmentsResponseSchema);
      return body && { slug, ...body };
    }
    case 'annonces-bodacc': {
      const body = await companyRead(siren, `commercial-advertisements?${query}`, commercialAdvertisementsResponseSchema);
      return body && { slug, ...body };
    }
    case 'marques': {
      const body = await companyRead(siren, `brands?${query}`, brandsResponseSchema);
      return body && { slug, ...body };
    }
    case 'brevets': {
      const body = await companyRead(siren, `patents?${query}`, patentsResponseSchema);
      return body && { slug, ...body };
    }
    case 'actes-et-statuts': {
      const body = await companyRead(siren, `acts-and-articles-of-incorporation?${query}`, depositedActsPageResponseSchema);
      return body && { slug, ...body };
    }
  }
}

/**
 * One page (20 entries) of a company's list of one kind, from the API; null when the API does
 * not know the company. Cached per request: metadata and page share one read.
 */
export const getCompanyRecordsPage = cache(read);
