import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  orderFileFormatParamSchema,
  orderIdParamSchema,
  orderResponseSchema,
  ordersExportQuerySchema,
  ordersPageSchema,
  ordersQuerySchema,
  preOrderResponseSchema,
} from '@registre/domain';
import type { Clock, FileStorage } from '../../platform';
import { requireUser, signedInUser } from '../auth';
import { attachmentDisposition } from './content-disposition';
import { orderer } from './order-routes';
import { replyOrderFile } from './order-file-reply';
import { ordersCsv, ordersXlsx } from './orders-export';
import type { OrdersReads } from './orders-service';
import { presentOrder } from './present-order';
import { findOrder } from './orders-queries';
import type { Pool } from 'pg';

const fileResponse = z.any().describe('The file (PDF, DOCX, XLSX or CSV); 204 while not ready');
const ERRORS = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Reads and downloads of orders and pre-orders: owners only, another's id answers 404. */
export function orderReadRoutes(reads: OrdersReads, storage: FileStorage, pool: Pool, exports: { clock: Clock; brandName: string }) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/orders',
      { preHandler: requireUser, schema: { tags: ['orders'], summary: "The user's orders, newest first, paged; filters state, kind and siren", querystring: ordersQuerySchema, response: { 200: ordersPageSchema, ...ERRORS } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { page, per_page, state, kind, siren } = request.query;
        return reads.page(signedInUser(request).id, { state, kind, siren }, page, per_page);
      },
    );
    routes.get(
      '/api/orders/:id',
      { preHandler: requireUser, schema: { tags: ['orders'], summary: 'One order (polled every second by the site)', params: orderIdParamSchema, response: { 200: orderResponseSchema, ...ERRORS } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { data: presentOrder(await reads.ownOrder(signedInUser(request).id, request.params.id)) };
      },
    );
    routes.get(
      '/api/orders-exports',
      { preHandler: requireUser, schema: { tags: ['orders'], summary: "The user's orders as CSV (default) or XLSX", querystring: ordersExportQuerySchema, response: { 200: fileResponse, ...ERRORS } } },
      async (request, reply) => {
        const orders = await reads.all(signedInUser(request).id);
        const xlsx = request.query.format === 'xlsx';
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-type', xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
          .header('content-disposition', attachmentDisposition(`commandes.${xlsx ? 'xlsx' : 'csv'}`))
          .send(xlsx ? await ordersXlsx(orders, { creator: exports.brandName, created: exports.clock.now() }) : ordersCsv(orders));
      },
    );
    for (const [path, variant] of [['/orders/:id/download', 'main'], ['/orders/:id/download/word', 'word']] as const) {
      routes.get(
        path,
        { preHandler: requireUser, schema: { tags: ['orders'], summary: variant === 'main' ? "The order's file (204 while not ready)" : "The order's Word file (204 while not ready)", params: orderIdParamSchema, response: { 200: fileResponse, 204: z.null(), ...ERRORS } } },
        async (request, reply) => replyOrderFile(reply, storage, await reads.ownOrder(signedInUser(request).id, request.params.id), variant),
      );
    }
    routes.get(
      '/orders/:id/download/:format',
      { preHandler: requireUser, schema: { tags: ['orders'], summary: "A list's spreadsheet (xlsx) or CSV file (204 while not ready)", params: orderFileFormatParamSchema, response: { 200: fileResponse, 204: z.null(), ...ERRORS } } },
      async (request, reply) => replyOrderFile(reply, storage, await reads.ownOrder(signedInUser(request).id, request.params.id), request.params.format),
    );
    routes.get(
      '/api/pre-orders/:id',
      { schema: { tags: ['orders'], summary: 'A pre-order, readable by its session or its user only', params: orderIdParamSchema, response: { 200: preOrderResponseSchema, ...ERRORS } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { data: await reads.presentPreOrder(await orderer(request), request.params.id) };
      },
    );
    routes.get(
      '/pre-orders/:id/download',
      { schema: { tags: ['orders'], summary: "The file of the order a pre-order became (204 before)", params: orderIdParamSchema, response: { 200: fileResponse, 204: z.null(), ...ERRORS } } },
      async (request, reply) => {
        const preOrder = await reads.ownPreOrder(await orderer(request), request.params.id);
        const order = preOrder.order_id ? await findOrder(pool, preOrder.order_id) : null;
        if (!order) return reply.header('cache-control', 'private, no-store').code(204).send(null);
        return replyOrderFile(reply, storage, order, 'main');
      },
    );
  };
}
