import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agreementsResponseSchema,
  apiErrorSchema,
  balanceSheetDetailListResponseSchema,
  balanceSheetsQuerySchema,
  balanceSheetsResponseSchema,
  brandsResponseSchema,
  commercialAdvertisementsQuerySchema,
  commercialAdvertisementsResponseSchema,
  companyEstablishmentsQuerySchema,
  companyEstablishmentsResponseSchema,
  companyPaymentDataResponseSchema,
  companyProfileQuerySchema,
  companyProfileResponseSchema,
  complementaryInformationsBodySchema,
  complementaryInformationsResponseSchema,
  depositedActsPageResponseSchema,
  depositedActsQuerySchema,
  depositedActsResponseSchema,
  employeesResponseSchema,
  incomeStatementDetailListResponseSchema,
  insolvencyProceedingsResponseSchema,
  intellectualPropertyQuerySchema,
  keyNumbersResponseSchema,
  patentsResponseSchema,
  representativesResponseSchema,
  shareCapitalResponseSchema,
  sirenParamSchema,
  stockMarketsResponseSchema,
} from '@registre/domain';
import type { Pool } from 'pg';
import { complementaryInformations } from './complementary-informations';
import { HIDE_FINANCIAL_DATA_HEADER, hidesFinancialData } from '../../http/hide-financial-data';
import type { CompaniesService } from './service';

/** Company data changes at most daily (open-data imports): an hour of caching is safe. */
const COMPANY_CACHE = { maxAge: 3600 };
const FINANCIAL_CACHE = { maxAge: 3600, vary: [HIDE_FINANCIAL_DATA_HEADER] };
const TAGS = ['companies'];
const ERRORS = { 400: apiErrorSchema, 404: apiErrorSchema };
const WHOLE_OR_PAGED =
  'The whole list as one page by default; with `page` and/or `per_page` (20 by default, at most 100), that page and the total.';
const HIDE_NOTE = ' Figures are left out (with reason `hidden`) when the request carries the `hide-financial-data` header.';

/** `GET /api/companies/{siren}` and its sub-resources, and the complementary information of a list of identifiers. */
export function companiesRoutes(service: CompaniesService, pool: Pool) {
  return async (root: FastifyInstance): Promise<void> => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    /** A sub-resource without query parameters: `GET /api/companies/{siren}/{path}`. */
    function section<T extends z.ZodType>(
      path: string,
      summary: string,
      response: T,
      read: (siren: string, hidden: boolean) => Promise<z.infer<T>>,
      options: { financial?: boolean; description?: string } = {},
    ): void {
      app.get(
        `/api/companies/:siren/${path}`,
        {
          config: { cache: options.financial ? FINANCIAL_CACHE : COMPANY_CACHE },
          schema: {
            tags: TAGS,
            summary,
            ...(options.description ? { description: options.description } : {}),
            params: sirenParamSchema,
            // Widened: the type provider cannot resolve a generic schema. Each call site is checked
            // against its own schema by `read`'s type; the serializer validates the answer at runtime.
            response: { 200: response as z.ZodType, ...ERRORS },
          },
        },
        async (request) => read(request.params.siren, hidesFinancialData(request.headers)),
      );
    }

    /** A list of a company with page parameters (the whole list by default): `GET /api/companies/{siren}/{path}?…`. */
    function listSection<Q extends z.ZodType, T extends z.ZodType>(
      path: string,
      summary: string,
      query: Q,
      response: T,
      read: (siren: string, query: z.infer<Q>) => Promise<z.infer<T>>,
      description?: string,
    ): void {
      app.get(
        `/api/companies/:siren/${path}`,
        {
          config: { cache: COMPANY_CACHE },
          schema: {
            tags: TAGS,
            summary,
            ...(description ? { description } : {}),
            params: sirenParamSchema,
            // Widened as in `section`; Fastify has validated the query against `query` before `read` is called.
            querystring: query as z.ZodType,
            response: { 200: response as z.ZodType, ...ERRORS },
          },
        },
        async (request) => read(request.params.siren, request.query as z.infer<Q>),
      );
    }

    app.get(
      '/api/companies/:siren',
      {
        config: { cache: COMPANY_CACHE },
        schema: {
          tags: TAGS,
          summary: "A company's profile by SIREN (left-padded to 9 digits)",
          description:
            'Identity, capital, purpose, RCS, VAT and EORI numbers, headcount, main leader and the number of entries of each section. ' +
            'With `load_payment_data_only=true`, only what the payment page shows (SIREN, name, legal form, head office, VAT number).',
          params: sirenParamSchema,
          querystring: companyProfileQuerySchema,
          response: { 200: z.union([companyProfileResponseSchema, companyPaymentDataResponseSchema]), ...ERRORS },
        },
      },
      async (request) => {
        const { siren } = request.params;
        if (request.query.load_payment_data_only) return { data: await service.getPaymentData(siren) };
        return { data: await service.getProfile(siren) };
      },
    );

    section('share-capital', 'Share capital: current amount and its changes published in the BODACC', shareCapitalResponseSchema, async (siren) => ({
      data: await service.getShareCapital(siren),
    }));
    section(
      'balance-sheets/detail-list',
      'Balance-sheet figures per fiscal year',
      balanceSheetDetailListResponseSchema,
      async (siren, hidden) => ({ data: await service.getBalanceSheetDetails(siren, hidden) }),
      { financial: true, description: `Newest year first; a confidential filing has no figures.${HIDE_NOTE}` },
    );
    section(
      'income-statements/detail-list',
      'Income-statement figures per fiscal year',
      incomeStatementDetailListResponseSchema,
      async (siren, hidden) => ({ data: await service.getIncomeStatementDetails(siren, hidden) }),
      { financial: true, description: `Newest year first; a confidential filing has no figures.${HIDE_NOTE}` },
    );
    section('articles-of-incorporation', 'Articles of incorporation (statuts) filed with the registry', depositedActsResponseSchema, async (siren) => ({
      data: await service.getArticlesOfIncorporation(siren),
    }));
    section('acts', 'Acts filed with the registry, other than articles of incorporation', depositedActsResponseSchema, async (siren) => ({
      data: await service.getActs(siren),
    }));
    section('insolvency-proceedings', 'Insolvency proceedings (from BODACC judgments)', insolvencyProceedingsResponseSchema, async (siren) => ({
      data: await service.getInsolvencyProceedings(siren),
    }));
    section('representatives', 'Representatives: current and past mandates, main leader first', representativesResponseSchema, async (siren) => ({
      data: await service.getRepresentatives(siren),
    }));
    section('agreements', 'Collective labour agreements applying in the company', agreementsResponseSchema, async (siren) => ({
      data: await service.getAgreements(siren),
    }));
    section(
      'stock-markets',
      'Stock-market listings',
      stockMarketsResponseSchema,
      async (siren) => ({ data: await service.getStockMarkets(siren) }),
      { description: 'No open-data source of stock listings is imported into the register: the list is empty for every company.' },
    );
    section('employees', 'Headcount: band history and open establishments by band', employeesResponseSchema, async (siren) => ({
      data: await service.getEmployees(siren),
    }));
    section(
      'key-numbers',
      'Key numbers: latest turnover and result, headcount, establishments, age, capital',
      keyNumbersResponseSchema,
      async (siren, hidden) => ({ data: await service.getKeyNumbers(siren, hidden) }),
      { financial: true, description: `From the stored annual accounts and Sirene data.${HIDE_NOTE}` },
    );
    listSection(
      'balance-sheets',
      'Annual accounts filed (fiscal years, confidentiality), newest first',
      balanceSheetsQuerySchema,
      balanceSheetsResponseSchema,
      (siren, query) => service.getBalanceSheets(siren, query),
      `${WHOLE_OR_PAGED} The register's statements completed by the filings the BODACC C announced.`,
    );
    listSection(
      'acts-and-articles-of-incorporation',
      'Acts and articles of incorporation filed with the registry, newest first',
      depositedActsQuerySchema,
      depositedActsPageResponseSchema,
      (siren, query) => service.getActsAndArticles(siren, query),
      WHOLE_OR_PAGED,
    );
    listSection(
      'commercial-advertisements',
      'BODACC notices about the company, newest first (paginated, optional `family` filter)',
      commercialAdvertisementsQuerySchema,
      commercialAdvertisementsResponseSchema,
      (siren, query) => service.getCommercialAdvertisements(siren, query),
    );
    listSection(
      'establishments',
      "The company's establishments, head office first (paginated, `status` open or closed)",
      companyEstablishmentsQuerySchema,
      companyEstablishmentsResponseSchema,
      (siren, query) => service.getEstablishments(siren, query),
    );
    listSection(
      'brands',
      'Trademarks filed at INPI by the company (paginated)',
      intellectualPropertyQuerySchema,
      brandsResponseSchema,
      (siren, query) => service.getBrands(siren, query),
    );
    listSection(
      'patents',
      'Patents published by INPI with the company as applicant (paginated)',
      intellectualPropertyQuerySchema,
      patentsResponseSchema,
      (siren, query) => service.getPatents(siren, query),
    );

    app.post(
      '/api/companies/complementary-informations',
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary: 'Short information about up to 50 companies or establishments (SIREN or SIRET), in the order sent',
          body: complementaryInformationsBodySchema,
          response: { 200: complementaryInformationsResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => ({ data: await complementaryInformations(pool, request.body.ids) }),
    );
  };
}
