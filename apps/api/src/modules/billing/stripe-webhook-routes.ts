import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@registre/domain';
import type { BillingContext } from './billing-context';
import { receiveStripeWebhook } from './stripe-webhook';

/** Stripe retries deliveries for days: a generous ceiling that still stops a flood. */
const WEBHOOK_LIMIT = { max: 1200, timeWindow: 60_000 };

/**
 * `POST /webhooks/stripe`, registered when PAYMENT_PROVIDER=stripe, in a scope of its own whose
 * JSON bodies stay raw bytes: the signature is computed on exactly what Stripe sent. No session,
 * no CSRF token: the signature authenticates the call.
 */
export function stripeWebhookRoutes(ctx: BillingContext) {
  return async (scope: FastifyInstance): Promise<void> => {
    const provider = ctx.provider;
    if (provider.name !== 'stripe') return;
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/webhooks/stripe',
      {
        config: { csrf: false, rateLimit: WEBHOOK_LIMIT },
        schema: {
          tags: ['billing'],
          summary: "Stripe's events (payments, failures, cancellations, refunds), verified by their signature",
          description: 'The body is the raw JSON Stripe signed. A wrong or stale signature answers 400 and changes nothing; a redelivered event is acknowledged without effect.',
          headers: z.object({ 'stripe-signature': z.string({ error: 'errors:billing.webhook-signature-invalid' }).min(1).max(4096) }),
          response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === 'string' ? request.body : '');
        await receiveStripeWebhook(ctx, provider, body, request.headers['stripe-signature']);
        return { received: true as const };
      },
    );
  };
}
