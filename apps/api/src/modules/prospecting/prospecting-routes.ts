import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  orderResponseSchema,
  preOrderCreatedSchema,
  PROSPECTING_PATHS,
  prospectingAllowanceSchema,
  prospectingExportOrderSchema,
  prospectingExportsResponseSchema,
  prospectingPreviewRequestSchema,
  prospectingPreviewResponseSchema,
  quotaExceededSchema,
  savedSearchesResponseSchema,
  savedSearchIdParamSchema,
  savedSearchRequestSchema,
  savedSearchResponseSchema,
  sameOrderPendingSchema,
} from '@registre/domain';
import { requireUser, signedInUser } from '../auth';
import type { OrdersModule } from '../orders';
import { exportRowsAccess, type ExportRowsPlan } from './export-rows-access';
import type { ProspectingService } from './prospecting-service';

const tags = ['prospecting'];
const guarded = { 401: apiErrorSchema, 419: apiErrorSchema } as const;
const noContent = z.null().describe('No content');

export interface ProspectingRoutesOptions {
  /** The orders module (absent from an app built without a platform: then no export route). */
  ordering: OrdersModule['ordering'] | null;
  plan: ExportRowsPlan;
  previewRatePerMinute: number;
}

/** Client prospecting (`/api/prospecting…`): live count and preview, allowance, saved searches, export orders and their history. */
export function prospectingRoutes(service: ProspectingService, options: ProspectingRoutesOptions) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      PROSPECTING_PATHS.preview,
      {
        config: { rateLimit: { max: options.previewRatePerMinute, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: 'How many companies the filters select (counted up to 10,000, then `more`) and the first 20 of them; open to guests',
          body: prospectingPreviewRequestSchema,
          response: { 200: prospectingPreviewResponseSchema, 400: apiErrorSchema, 419: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => ({ data: await service.preview(request.body.filters) }),
    );

    routes.get(
      PROSPECTING_PATHS.allowance,
      { schema: { tags, summary: 'Rows of prospect lists the signed-in user may still export this period', response: { 200: prospectingAllowanceSchema, ...guarded } }, preHandler: requireUser },
      async (request) => ({ data: await service.allowance(signedInUser(request).id) }),
    );

    routes.get(
      PROSPECTING_PATHS.searches,
      { schema: { tags, summary: "The signed-in user's saved searches, last saved first", response: { 200: savedSearchesResponseSchema, ...guarded } }, preHandler: requireUser },
      async (request) => ({ data: await service.searches(signedInUser(request).id) }),
    );

    routes.post(
      PROSPECTING_PATHS.searches,
      {
        schema: {
          tags,
          summary: 'Saves a search: a name unique per user whatever its case, its filters and its columns (at most 50 searches)',
          body: savedSearchRequestSchema,
          response: { 201: savedSearchResponseSchema, 400: apiErrorSchema, 422: apiErrorSchema, ...guarded },
        },
        preHandler: requireUser,
      },
      async (request, reply) => reply.code(201).send({ data: await service.createSearch(signedInUser(request).id, request.body) }),
    );

    const SEARCH_PATH = `${PROSPECTING_PATHS.searches}/:id`;
    routes.get(
      SEARCH_PATH,
      { schema: { tags, summary: 'A saved search; 404 unless the user owns it', params: savedSearchIdParamSchema, response: { 200: savedSearchResponseSchema, 404: apiErrorSchema, ...guarded } }, preHandler: requireUser },
      async (request) => ({ data: await service.search(signedInUser(request).id, request.params.id) }),
    );

    routes.put(
      SEARCH_PATH,
      {
        schema: {
          tags,
          summary: 'Replaces a saved search (name, filters, columns); 404 unless the user owns it',
          params: savedSearchIdParamSchema,
          body: savedSearchRequestSchema,
          response: { 200: savedSearchResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema, ...guarded },
        },
        preHandler: requireUser,
      },
      async (request) => ({ data: await service.updateSearch(signedInUser(request).id, request.params.id, request.body) }),
    );

    routes.delete(
      SEARCH_PATH,
      { schema: { tags, summary: 'Deletes a saved search; 404 unless the user owns it', params: savedSearchIdParamSchema, response: { 204: noContent, 404: apiErrorSchema, ...guarded } }, preHandler: requireUser },
      async (request, reply) => {
        await service.deleteSearch(signedInUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    routes.get(
      PROSPECTING_PATHS.exports,
      { schema: { tags, summary: "The signed-in user's prospect-list exports (orders), newest first", response: { 200: prospectingExportsResponseSchema, ...guarded } }, preHandler: requireUser },
      async (request) => ({ data: await service.exports(signedInUser(request).id) }),
    );

    const { ordering } = options;
    if (!ordering) return;
    routes.post(
      PROSPECTING_PATHS.order,
      {
        onRequest: ordering.rateLimit(app),
        schema: {
          tags: ['orders', ...tags],
          summary: 'Orders a prospect list as CSV or XLSX through the order path (quota, payment, verification code)',
          description:
            'The rows are counted now, up to what the plan leaves this period (`GET /api/prospecting/allowance`). 201 `{ data: order }`; 202 to the payment funnel for a guest or a user without access; ' +
            '403 `errors:prospecting.rows-exhausted` when the period’s rows are used, `quota_exceeded` when another order took them meanwhile; 422 `errors:prospecting.no-rows-to-export` for an empty list.',
          body: prospectingExportOrderSchema,
          response: {
            201: orderResponseSchema,
            202: preOrderCreatedSchema,
            400: apiErrorSchema,
            403: z.union([sameOrderPendingSchema, quotaExceededSchema, apiErrorSchema]),
            404: apiErrorSchema,
            419: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const who = await ordering.orderer(request, { placing: true });
        const target = await service.exportTarget(who.userId, request.body);
        const rows = (target.payload as { rows: number }).rows;
        return ordering.answer(reply, target, who, (access) => exportRowsAccess(access, options.plan, rows));
      },
    );
  };
}
