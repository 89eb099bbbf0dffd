import {
  pageMeta,
  requestedPage,
  type BalanceSheet,
  type BalanceSheetDetail,
  type Employees,
  type IncomeStatementDetail,
  type KeyNumbers,
  type BalanceSheetsQuery,
} from '@registre/domain';
import { findEstablishmentHeadcounts } from './establishments-queries';
import { findAccountFilings } from './financial-statements-queries';
import { amount, presentBalanceSheetDetails, presentBalanceSheets, presentIncomeStatementDetails, turnoverGrowth, unavailableReason } from './present-financial-statements';
import { cents, wholeListMeta, LIST_PER_PAGE, ageInYears, type CompanyReads, type Page } from './company-reads';

/** Annual accounts and what is derived from them: balance sheets, details, key numbers, employees. */
export function companyFinancesService(reads: CompanyReads, clock: () => Date) {
  const { pool, facts, statements, financialStatements, sectionCounts } = reads;
  return {
    /** Statements and BODACC filings merged in memory (both lists are bounded), then paged. */
    async getBalanceSheets(siren: string, query: BalanceSheetsQuery = {}): Promise<Page<BalanceSheet>> {
      const [rows, filings] = await Promise.all([statements(siren), findAccountFilings(pool, siren)]);
      const sheets = presentBalanceSheets(rows, filings);
      const asked = requestedPage(query, LIST_PER_PAGE);
      if (asked === null) return { data: sheets, meta: wholeListMeta(sheets.length) };
      const offset = (asked.page - 1) * asked.perPage;
      return { data: sheets.slice(offset, offset + asked.perPage), meta: pageMeta(asked.page, asked.perPage, sheets.length) };
    },
    async getBalanceSheetDetails(siren: string, hidden: boolean): Promise<BalanceSheetDetail[]> {
      return presentBalanceSheetDetails(await statements(siren), hidden);
    },
    async getIncomeStatementDetails(siren: string, hidden: boolean): Promise<IncomeStatementDetail[]> {
      return presentIncomeStatementDetails(await statements(siren), hidden);
    },
    /** Annual accounts, newest first, for the financial diagnostics. */
    getFinancialStatements: statements,
    async getKeyNumbers(siren: string, hidden: boolean): Promise<KeyNumbers> {
      const [company, rows, counts] = await Promise.all([facts(siren), financialStatements(siren), sectionCounts(siren)]);
      const [latest, previous] = rows;
      const reason = latest ? unavailableReason(latest, hidden) : null;
      const shown = latest && reason === null ? latest : undefined;
      const capital = cents(company.share_capital_cents);
      return {
        fiscal_year_end: latest?.fiscal_year_end ?? null,
        turnover_cents: amount(shown?.turnover_cents ?? null),
        net_result_cents: amount(shown?.net_result_cents ?? null),
        ebitda_cents: amount(shown?.ebitda_cents ?? null),
        turnover_growth: shown ? turnoverGrowth(latest, previous) : null,
        figures_unavailable_reason: reason,
        headcount: company.headcount_band
          ? { band: { code: company.headcount_band, label: company.headcount_band_label }, year: company.headcount_year }
          : null,
        employees: latest?.confidential ? null : (latest?.employees ?? null),
        establishments: counts.establishments,
        open_establishments: counts.open_establishments,
        age_years: ageInYears(company.creation_date, clock()),
        share_capital: capital === null ? null : { amount_cents: capital, currency: company.capital_currency ?? 'EUR' },
      };
    },
    async getEmployees(siren: string): Promise<Employees> {
      const [company, rows, establishments] = await Promise.all([facts(siren), financialStatements(siren), findEstablishmentHeadcounts(pool, siren)]);
      const band = company.headcount_band ? { code: company.headcount_band, label: company.headcount_band_label } : null;
      const history: Employees['history'] = [];
      if (band && company.headcount_year !== null) history.push({ year: company.headcount_year, source: 'sirene', band, employees: null });
      for (const row of rows) {
        if (row.confidential || row.employees === null) continue;
        history.push({ year: Number(row.fiscal_year_end.slice(0, 4)), source: 'annual-accounts', band: null, employees: row.employees });
      }
      history.sort((a, b) => b.year - a.year || a.source.localeCompare(b.source));
      return {
        current: band ? { band, year: company.headcount_year } : null,
        history,
        establishments: establishments.map((row) => ({
          siret: row.siret,
          is_head_office: row.is_head_office,
          city: row.city,
          band: { code: row.headcount_band, label: row.headcount_band_label },
          year: row.headcount_year,
        })),
        establishments_total: establishments[0]?.total ?? 0,
      };
    },
  };
}
