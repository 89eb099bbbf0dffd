import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BillingContext } from './billing-context';
import { cancellationLinkSchema, publicCancellationConfirmSchema, publicCancellationRequestSchema } from '@registre/domain';
import { confirmPublicCancellation, previewPublicCancellation, requestPublicCancellation } from './cancel-subscription';
import { errors } from './route-errors';

const PUBLIC_CANCEL_LIMIT = { max: 6, timeWindow: 15 * 60_000 };

/** Public cancellation without signing in (docs/billing.md): the mailed link, its preview, its confirmation. */
export function cancellationRoutes(ctx: BillingContext) {
  return async (root: FastifyInstance): Promise<void> => {
    const routes = root.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/cancellation-requests',
      {
        config: { rateLimit: PUBLIC_CANCEL_LIMIT },
        schema: {
          tags: ['billing'],
          summary: 'Public cancellation (no sign-in): mails a confirmation link when the e-mail and contract reference match',
          description: 'Always 202, whether or not they match.',
          body: publicCancellationRequestSchema,
          response: { 202: z.object({ data: z.object({ sent: z.literal(true) }) }), ...errors },
        },
      },
      async (request, reply) => {
        await requestPublicCancellation(ctx, request.body);
        return reply.code(202).send({ data: { sent: true as const } });
      },
    );

    routes.post(
      '/api/cancellation-requests/preview',
      {
        config: { rateLimit: PUBLIC_CANCEL_LIMIT },
        schema: {
          tags: ['billing'],
          summary: "What the mailed link cancels (contract, access, end date), or when it was used; cancels nothing",
          body: publicCancellationConfirmSchema,
          response: { 200: z.object({ data: cancellationLinkSchema }), ...errors },
        },
      },
      async (request) => ({ data: await previewPublicCancellation(ctx, request.body.token) }),
    );

    routes.post(
      '/api/cancellation-requests/confirm',
      {
        config: { rateLimit: PUBLIC_CANCEL_LIMIT },
        schema: {
          tags: ['billing'],
          summary: 'Confirms a public cancellation with the mailed token',
          body: publicCancellationConfirmSchema,
          response: { 200: z.object({ data: z.object({ contract_reference: z.string(), ends_at: z.string().nullable() }) }), ...errors },
        },
      },
      async (request) => ({ data: await confirmPublicCancellation(ctx, request.body.token) }),
    );

  };
}


