import type { Pool } from 'pg';
import {
  isDiffusible,
  legalFormGroup,
  pageMeta,
  requestedPage,
  eoriNumberFromSiret,
  rcsNumber,
  type BalanceSheet,
  type BalanceSheetDetail,
  type CollectiveAgreement,
  type CompanyDocumentFacts,
  type CompanyEstablishment,
  type CompanyIdentity,
  type CompanyPaymentData,
  type CompanyProfile,
  type CommercialAdvertisement,
  type DepositedAct,
  type Employees,
  type IncomeStatementDetail,
  type InsolvencyProceeding,
  type KeyNumbers,
  type PageMeta,
  type BalanceSheetsQuery,
  type DepositedActsQuery,
  type Representative,
  type ShareCapital,
  type StockListing,
  type Brand,
  type Patent,
} from '@registre/domain';
import { NotFoundError } from '../../errors/http-errors';
import { findAnnouncementsPage, findCapitalNotices } from './announcements-queries';
import { findEstablishmentHeadcounts, findEstablishmentsPage } from './establishments-queries';
import { findAccountFilings, findFinancialStatements, type FinancialStatementRow } from './financial-statements-queries';
import { findPatentsPage, findTrademarksPage } from './intellectual-property-queries';
import { presentCompanyIdentity } from './present-company-identity';
import { presentEstablishment } from './present-establishments';
import {
  amount,
  presentBalanceSheetDetails,
  presentBalanceSheets,
  presentIncomeStatementDetails,
  turnoverGrowth,
  unavailableReason,
} from './present-financial-statements';
import { mainLeaderOf, presentMainLeader, presentRepresentatives } from './present-representatives';
import { presentShareCapital } from './present-share-capital';
import { countSections, findCompanyFacts, findCompanyProfile, type CompanyFactsRow } from './profile-queries';
import { findCompanyIdentity } from './queries';
import { findAgreements, findDepositedActs, findDepositedActsPage, findInsolvencyProceedings, type DepositedActRow } from './register-section-queries';
import { findMandates } from './representatives-queries';
import { sharedReads } from './shared-reads';

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

const NOT_FOUND = 'errors:company.not-found';
/** Articles of incorporation among deposited acts: "Statuts", "Statuts constitutifs", "Statuts mis à jour"… */
const ARTICLES = /statut/i;

/** Whole lists answered as one page (`requestedPage` null): per_page is the list's length. */
const wholeListMeta = (total: number): PageMeta => pageMeta(1, Math.max(1, total), total);

const LIST_PER_PAGE = 20;

function presentDepositedAct(row: DepositedActRow): DepositedAct {
  return {
    id: Number(row.id),
    filing_number: row.filing_number,
    filing_date: row.filing_date,
    act_type: row.act_type,
    description: row.description,
    confidential: row.confidential,
    is_articles_of_incorporation: ARTICLES.test(row.act_type ?? ''),
  };
}

const cents = (value: string | null) => (value === null ? null : Number(value));

function ageInYears(creationDate: string | null, today: Date): number | null {
  if (!creationDate) return null;
  const [year, month, day] = creationDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return Math.max(0, age);
}

export interface CompaniesServiceOptions {
  /**
   * Read the company's facts, annual accounts and section counts once and share them between
   * the section reads of this service instance (one instance per request: the company page reads
   * every section at once).
   */
  shareReads?: boolean;
}

/** Reads of a company's profile and of each of its sections. Every read answers 404 for an unknown SIREN. */
export function companiesService(pool: Pool, clock: () => Date = () => new Date(), options: CompaniesServiceOptions = {}) {
  const once = sharedReads(options.shareReads ?? false);
  const financialStatements = (siren: string) => once(`statements:${siren}`, () => findFinancialStatements(pool, siren));
  const sectionCounts = (siren: string) => once(`counts:${siren}`, () => countSections(pool, siren));

  async function facts(siren: string): Promise<CompanyFactsRow> {
    const row = await once(`facts:${siren}`, () => findCompanyFacts(pool, siren));
    if (!row) throw new NotFoundError(NOT_FOUND);
    return row;
  }

  async function identity(siren: string): Promise<CompanyIdentity> {
    const row = await findCompanyIdentity(pool, siren);
    if (!row) throw new NotFoundError(NOT_FOUND);
    return presentCompanyIdentity(row);
  }

  async function statements(siren: string): Promise<FinancialStatementRow[]> {
    await facts(siren);
    return financialStatements(siren);
  }

  async function depositedActs(siren: string, keep: (act: DepositedAct) => boolean): Promise<DepositedAct[]> {
    await facts(siren);
    return (await findDepositedActs(pool, siren)).map(presentDepositedAct).filter(keep);
  }

  return {
    getIdentity: identity,

    async getProfile(siren: string): Promise<CompanyProfile> {
      const profile = await findCompanyProfile(pool, siren);
      if (!profile) throw new NotFoundError(NOT_FOUND);
      const base = presentCompanyIdentity(profile);
      const group = legalFormGroup(base.legal_form?.code);
      const capital = cents(profile.share_capital_cents);
      const registered = group !== 'non-profit' && (profile.rcs_registration_date !== null || profile.registry_city !== null);
      return {
        ...base,
        legal_form_group: group,
        share_capital: capital === null ? null : { amount_cents: capital, currency: profile.capital_currency ?? 'EUR' },
        corporate_purpose: profile.corporate_purpose,
        rcs: registered
          ? { city: profile.registry_city, number: rcsNumber(siren, profile.registry_city), registration_date: profile.rcs_registration_date }
          : null,
        eori_number: eoriNumberFromSiret(base.head_office?.siret),
        headcount: profile.headcount_band
          ? { band: { code: profile.headcount_band, label: profile.headcount_band_label }, year: profile.headcount_year }
          : null,
        company_category: profile.company_category,
        ess: profile.ess,
        mission_company: profile.mission_company,
        employer: profile.employer,
        main_leader: presentMainLeader(mainLeaderOf(profile.leader_candidates)),
        counts: {
          establishments: profile.establishments,
          open_establishments: profile.open_establishments,
          representatives: profile.representatives,
          balance_sheets: profile.financial_statements,
          acts: profile.acts,
          insolvency_proceedings: profile.insolvency_proceedings,
          commercial_advertisements: profile.commercial_advertisements,
          brands: profile.brands,
          patents: profile.patents,
          agreements: profile.agreements,
        },
      };
    },

    async getPaymentData(siren: string): Promise<CompanyPaymentData> {
      const { name, legal_form, head_office, vat_number } = await identity(siren);
      return { siren, name, legal_form, head_office, vat_number };
    },

    async getShareCapital(siren: string): Promise<ShareCapital> {
      const [company, notices] = await Promise.all([facts(siren), findCapitalNotices(pool, siren)]);
      return presentShareCapital({ cents: cents(company.share_capital_cents), currency: company.capital_currency }, notices);
    },

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

    async getActsAndArticles(siren: string, query: DepositedActsQuery = {}): Promise<Page<DepositedAct>> {
      const asked = requestedPage(query, LIST_PER_PAGE);
      if (asked === null) {
        const acts = await depositedActs(siren, () => true);
        return { data: acts, meta: wholeListMeta(acts.length) };
      }
      await facts(siren);
      const { rows, total } = await findDepositedActsPage(pool, siren, asked.perPage, (asked.page - 1) * asked.perPage);
      return { data: rows.map(presentDepositedAct), meta: pageMeta(asked.page, asked.perPage, total) };
    },
    getArticlesOfIncorporation: (siren: string) => depositedActs(siren, (act) => act.is_articles_of_incorporation),
    getActs: (siren: string) => depositedActs(siren, (act) => !act.is_articles_of_incorporation),

    async getInsolvencyProceedings(siren: string): Promise<InsolvencyProceeding[]> {
      await facts(siren);
      return (await findInsolvencyProceedings(pool, siren)).map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        status: row.status,
        opened_at: row.opened_at,
        closed_at: row.closed_at,
        court: row.court,
        last_judgment: { label: row.last_judgment_label, date: row.last_judgment_date },
      }));
    },

    async getCommercialAdvertisements(
      siren: string,
      query: { page: number; per_page: number; family?: string | undefined },
    ): Promise<Page<CommercialAdvertisement>> {
      const company = await facts(siren);
      // A sole trader's notices spell their name and address: not shown for a non-diffusible one.
      const hideContent = !isDiffusible(company.diffusion_status) && legalFormGroup(company.legal_category_code) === 'individual';
      const { rows, total } = await findAnnouncementsPage(pool, siren, query.family ?? null, query.per_page, (query.page - 1) * query.per_page);
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          source_id: row.source_id,
          family: row.family,
          type_label: row.type_label,
          published_at: row.published_at,
          bodacc_edition: row.bodacc_edition,
          bodacc_number: row.bodacc_number,
          announcement_number: row.announcement_number,
          court: row.court,
          city: row.city,
          content: hideContent && row.content !== null ? '[ND]' : row.content,
          cancelled: row.cancelled,
        })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    async getEstablishments(
      siren: string,
      query: { page: number; per_page: number; status?: 'open' | 'closed' | undefined },
    ): Promise<Page<CompanyEstablishment>> {
      const company = await facts(siren);
      const status = query.status === 'open' ? 'A' : query.status === 'closed' ? 'F' : null;
      const { rows, total } = await findEstablishmentsPage(pool, siren, status, query.per_page, (query.page - 1) * query.per_page);
      const diffusible = isDiffusible(company.diffusion_status);
      return { data: rows.map((row) => presentEstablishment(row, diffusible)), meta: pageMeta(query.page, query.per_page, total) };
    },

    async getBrands(siren: string, query: { page: number; per_page: number }): Promise<Page<Brand>> {
      await facts(siren);
      const { rows, total } = await findTrademarksPage(pool, siren, query.per_page, (query.page - 1) * query.per_page);
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          number: row.number,
          name: row.name,
          filing_date: row.filing_date,
          status: row.status,
          nice_classes: row.nice_classes ?? [],
        })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    async getPatents(siren: string, query: { page: number; per_page: number }): Promise<Page<Patent>> {
      await facts(siren);
      const { rows, total } = await findPatentsPage(pool, siren, query.per_page, (query.page - 1) * query.per_page);
      return {
        data: rows.map((row) => ({ ...row, id: Number(row.id) })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    async getRepresentatives(siren: string): Promise<Representative[]> {
      await facts(siren);
      return presentRepresentatives(await findMandates(pool, siren));
    },

    async getAgreements(siren: string): Promise<CollectiveAgreement[]> {
      await facts(siren);
      return findAgreements(pool, siren);
    },

    /** No open-data source of stock listings is imported: the list is empty for every company. */
    async getStockMarkets(siren: string): Promise<StockListing[]> {
      await facts(siren);
      return [];
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

    /** What the register holds about the company, for the document-availability rules. */
    async getDocumentFacts(siren: string): Promise<CompanyDocumentFacts> {
      const [company, counts] = await Promise.all([facts(siren), sectionCounts(siren)]);
      return {
        legalFormGroup: legalFormGroup(company.legal_category_code),
        closed: company.administrative_status === 'C',
        diffusible: isDiffusible(company.diffusion_status),
        hasHeadOffice: company.head_office_nic !== null,
        hasActivityCode: company.naf_code !== null,
        financialStatements: counts.financial_statements,
        publicFinancialStatements: counts.public_financial_statements,
        depositedActs: counts.acts,
        trademarks: counts.brands,
        patents: counts.patents,
        announcements: counts.commercial_advertisements,
        insolvencyProceedings: counts.insolvency_proceedings,
        establishments: counts.establishments,
        representatives: counts.representatives,
        collectiveAgreements: counts.agreements,
      };
    },

  };
}

export type CompaniesService = ReturnType<typeof companiesService>;
