import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import {
  apiErrorSchema,
  companySearchParamsSchema,
  companySearchQuerySchema,
  companySearchResponseSchema,
  filterOptionsResponseSchema,
  mergeSearchQuery,
  suggestQuerySchema,
  suggestResponseSchema,
} from '@registre/domain';
import { answerDatabaseBusy } from '../../errors/database-busy';
import { BadRequestError } from '../../errors/http-errors';
import { apeCodeOptions, departmentOptions, regionOptions } from './filter-options';
import type { SearchService } from './service';
import { hidesFinancialData } from '../../http/hide-financial-data';

/** Requests per minute and per IP on the search routes (429 with Retry-After beyond). */
export const SEARCH_RATE_LIMIT_PER_MINUTE = 600;

export interface SearchRoutesOptions {
  rateLimitPerMinute?: number;
}

/** Zod issues as the API's `{ field: [keys] }`, and the first key as the message. */
function invalidSearch(issues: { path: PropertyKey[]; message: string }[]): BadRequestError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.') || 'q'] ??= []).push(issue.message);
  return new BadRequestError(issues[0]?.message ?? 'errors:validation.invalid', errors);
}

export function searchRoutes(service: SearchService, pool: Pool, options: SearchRoutesOptions = {}) {
  const rateLimit = { max: options.rateLimitPerMinute ?? SEARCH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  return async (app: FastifyInstance): Promise<void> => {
    // A search that meets a lock or its time-out answers 503 + Retry-After, not 500.
    answerDatabaseBusy(app, 'errors:search.busy');
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/search/companies',
      {
        schema: {
          tags: ['search'],
          summary: 'Companies by name, sigle, trade name, SIREN or SIRET, with filters',
          description:
            'Text `q` (2 characters or more) or a SIREN/SIRET (spaces allowed: answered directly, `lookup` set). ' +
            'List filters take repeated or comma-separated values. `searchQuery` carries the same parameters as one ' +
            'URL-encoded string (`q=boulangerie&department=75,92&status=active`); plain parameters override it. ' +
            'At most 10,000 results can be paged through; totals are exact up to 1,000 (`total_is_exact`), or exact ' +
            'whatever their size for one word and no filter. ' +
            'Money in integer cents; `financials` is left out when the `hide-financial-data` header is set.',
          querystring: companySearchQuerySchema,
          response: { 200: companySearchResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
        },
        config: { rateLimit, cache: { maxAge: 60, vary: ['hide-financial-data'] } },
      },
      async (request) => {
        const parsed = companySearchParamsSchema.safeParse(mergeSearchQuery(request.query));
        if (!parsed.success) throw invalidSearch(parsed.error.issues);
        return service.searchCompanies(parsed.data, hidesFinancialData(request.headers));
      },
    );

    routes.get(
      '/api/search/suggest',
      {
        schema: {
          tags: ['search'],
          summary: 'Typeahead: the 8 best companies for what is typed so far (the last word may be unfinished)',
          querystring: suggestQuerySchema,
          response: { 200: suggestResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
        },
        config: { rateLimit, cache: { maxAge: 300 } },
      },
      async (request) => ({ data: await service.suggest(request.query.q) }),
    );

    routes.get(
      '/api/search/ape-codes',
      {
        schema: { tags: ['search'], summary: 'APE codes (NAF rév. 2 subclasses) for the activity filter', response: { 200: filterOptionsResponseSchema } },
        config: { cache: { maxAge: 86_400 } },
      },
      async () => ({ data: await apeCodeOptions(pool) }),
    );

    routes.get(
      '/api/search/french-departments',
      {
        schema: { tags: ['search'], summary: 'Departments for the department filter', response: { 200: filterOptionsResponseSchema } },
        config: { cache: { maxAge: 86_400 } },
      },
      async () => ({ data: await departmentOptions(pool) }),
    );

    routes.get(
      '/api/search/regions',
      {
        schema: { tags: ['search'], summary: 'Regions for the region filter', response: { 200: filterOptionsResponseSchema } },
        config: { cache: { maxAge: 86_400 } },
      },
      async () => ({ data: await regionOptions(pool) }),
    );
  };
}
