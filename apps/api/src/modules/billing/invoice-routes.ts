import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BillingContext } from './billing-context';
import { invoiceIdParamSchema, invoicesResponseSchema } from '@registre/domain';
import { requireUser, signedInUser } from '../auth';
import { invoicePdf } from './invoice-pdf';
import { listInvoices } from './invoices';
import { errors } from './route-errors';

/** The account's invoices and credit notes, and their PDF (owners only). */
export function invoiceRoutes(ctx: BillingContext) {
  return async (root: FastifyInstance): Promise<void> => {
    const routes = root.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/invoices',
      { preHandler: requireUser, schema: { tags: ['billing'], summary: "The user's invoices and credit notes, newest first", response: { 200: invoicesResponseSchema, ...errors } } },
      async (request) => ({ data: await listInvoices(ctx.pool, signedInUser(request).id) }),
    );

    routes.get(
      '/invoices/:id/download',
      {
        preHandler: requireUser,
        schema: {
          tags: ['billing'],
          summary: "One of the user's invoices as a PDF (another user's answers 404)",
          params: invoiceIdParamSchema,
          response: { 200: z.any().describe('application/pdf'), ...errors },
        },
      },
      async (request, reply) => {
        const { number, bytes } = await invoicePdf(ctx, signedInUser(request).id, request.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    );

  };
}


