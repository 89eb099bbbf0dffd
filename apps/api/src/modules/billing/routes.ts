import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  type BillingIdentity,

  cardholderNameResponseSchema,
  invoicesResponseSchema,
  offerResponseSchema,
  paymentChallengeRequestSchema,
  paymentIdParamSchema,
  paymentOutcomeResponseSchema,
  publicCancellationConfirmSchema,
  cancellationLinkSchema,
  publicCancellationRequestSchema,
  registerAndSubscribeRequestSchema,
  subscribeRequestSchema,
  subscriptionResponseSchema,
  subscriptionSchema,
} from '@registre/domain';
import { accountHolderName, authRateLimits, requireUser, signedInUser, type RegisterAccount } from '../auth';
import type { BillingContext } from './billing-context';
import { cancelSubscription, confirmPublicCancellation, previewPublicCancellation, requestPublicCancellation } from './cancel-subscription';
import { invoiceIdParamSchema } from '@registre/domain';
import { invoicePdf } from './invoice-pdf';
import { listInvoices } from './invoices';
import { splitVat, VAT_RATE_BASIS_POINTS } from './money';
import { presentSubscription } from './present-subscription';
import { assertPaymentInput, completeChallenge, paymentOf, subscribe } from './subscribe';
import { latestSubscriptionOf } from './subscription-rows';

const PAYMENT_LIMIT = { max: 20, timeWindow: 60_000 };
const PUBLIC_CANCEL_LIMIT = { max: 6, timeWindow: 15 * 60_000 };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 402: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

/** The billing identity fields of a payment form, as kept with the subscription (a consumer keeps no SIREN). */
function billingIdentityOf(body: z.output<typeof subscribeRequestSchema>): BillingIdentity {
  const business = body.buyer_type === 'business';
  return {
    buyer_type: body.buyer_type,
    company_name: body.company_name ?? null,
    siren: business ? (body.siren ?? null) : null,
    address_line: body.address_line,
    postcode: body.postcode,
    city: body.city,
    country: body.country,
    firstname: body.firstname,
    lastname: body.lastname,
    phone: body.phone ?? null,
    vat_number: body.vat_number ?? null,
  };
}

const sessionIdHash = async (request: FastifyRequest) => (await request.session.current())?.idHash ?? null;

/** Billing's HTTP face: subscribe (signed in or with a new account), the account's subscription and invoices, cancellation. */
export function billingRoutes(ctx: BillingContext, registerAccount: RegisterAccount) {
  return async (root: FastifyInstance): Promise<void> => {
    const routes = root.withTypeProvider<ZodTypeProvider>();

    // Registration's per-address limit (AUTH_REGISTER_MAX_PER_IP): each try may probe an e-mail (docs/billing.md).
    const registerLimit = authRateLimits(ctx.config).register;
    routes.post(
      '/api/register-and-subscribe',
      {
        config: { rateLimit: registerLimit },
        schema: {
          tags: ['billing'],
          summary: 'Creates the account (signed in), then pays the discovery access; a pre-order becomes an order once paid; a taken e-mail answers 422 email.taken (sign in instead), throttled like sign-in',
          description:
            'Sandbox provider: the card is checked (Luhn, expiry, CVC); only the brand and last four digits are kept; a refused card answers 402 (the account stays created and signed in). Stripe: no card is sent (422 if one is); the answer redirects to Stripe Checkout and the payment is settled by the signed webhooks.',
          body: registerAndSubscribeRequestSchema,
          response: { 201: paymentOutcomeResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const body = request.body;
        assertPaymentInput(ctx.provider.name, body.card, ctx.clock.now());
        // The guest's session (kept now if it had no row): its pre-orders follow the new account once paid.
        const guestSession = (await request.session.keep()).idHash;
        const user = await registerAccount(request, {
          email: body.email,
          password: body.password,
          password_confirmation: body.password_confirmation,
          first_name: body.firstname,
          last_name: body.lastname,
          terms_accepted: true,
          tracking_source: body.tracking_source,
        });
        const outcome = await subscribe(ctx, {
          userId: user.id,
          identity: billingIdentityOf(body),
          card: body.card,
          preOrderId: body.pre_order_id ?? null,
          sessionIdHash: guestSession,
        });
        return reply.code(201).send({ data: outcome });
      },
    );

    routes.post(
      '/api/subscriptions',
      {
        preHandler: requireUser,
        config: { rateLimit: PAYMENT_LIMIT },
        schema: { tags: ['billing'], summary: 'The signed-in user takes the discovery access (first payment)', body: subscribeRequestSchema, response: { 201: paymentOutcomeResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const body = request.body;
        const outcome = await subscribe(ctx, {
          userId: signedInUser(request).id,
          identity: billingIdentityOf(body),
          card: body.card,
          preOrderId: body.pre_order_id ?? null,
          sessionIdHash: await sessionIdHash(request),
        });
        return reply.code(201).send({ data: outcome });
      },
    );

    routes.get(
      '/api/payments/:id',
      {
        preHandler: requireUser,
        schema: {
          tags: ['billing'],
          summary: "One of the user's payments (the strong-authentication page reads it)",
          params: paymentIdParamSchema,
          response: {
            200: z.object({ data: z.object({ id: z.uuid(), status: z.string(), amount_cents: z.number().int(), card: z.object({ brand: z.string(), last4: z.string() }).nullable(), pre_order_id: z.string().nullable() }) }),
            ...errors,
          },
        },
      },
      async (request) => ({ data: await paymentOf(ctx, signedInUser(request).id, request.params.id) }),
    );

    routes.post(
      '/api/payments/:id/challenge',
      {
        preHandler: requireUser,
        config: { rateLimit: PAYMENT_LIMIT },
        schema: { tags: ['billing'], summary: 'Strong-authentication step of a first payment (sandbox): approve or refuse', params: paymentIdParamSchema, body: paymentChallengeRequestSchema, response: { 200: paymentOutcomeResponseSchema, ...errors } },
      },
      async (request) => ({ data: await completeChallenge(ctx, signedInUser(request).id, request.params.id, request.body.approve) }),
    );

    routes.get(
      '/api/subscription',
      { preHandler: requireUser, schema: { tags: ['billing'], summary: "The user's latest subscription: status, plan, period, next charge, quotas (null if none)", response: { 200: subscriptionResponseSchema, ...errors } } },
      async (request) => {
        const sub = await latestSubscriptionOf(ctx.pool, signedInUser(request).id);
        return { data: sub ? presentSubscription(sub) : null };
      },
    );

    routes.post(
      '/api/subscription/cancel',
      {
        preHandler: requireUser,
        config: { rateLimit: PAYMENT_LIMIT },
        schema: { tags: ['billing'], summary: 'Cancels: effective at the end of the paid period, no charge after it; mails the acknowledgement', response: { 200: z.object({ data: subscriptionSchema }), ...errors } },
      },
      async (request) => ({ data: await cancelSubscription(ctx, signedInUser(request).id) }),
    );

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

    routes.get(
      '/api/config/offer',
      { schema: { tags: ['config'], summary: 'The offer (trial, renewal, quotas), the seller, the publisher, the host, the mediator and the processors, from configuration', response: { 200: offerResponseSchema } } },
      async () => ({
        data: {
          plan: ctx.plan,
          seller: ctx.seller,
          publisher: { name: ctx.config.PUBLISHER_NAME, phone: ctx.config.PUBLISHER_PHONE ?? null },
          host: { name: ctx.config.HOST_NAME, address: ctx.config.HOST_ADDRESS, phone: ctx.config.HOST_PHONE ?? null },
          mediator: ctx.config.MEDIATOR_NAME
            ? { name: ctx.config.MEDIATOR_NAME, address: ctx.config.MEDIATOR_ADDRESS ?? null, website: ctx.config.MEDIATOR_WEBSITE ?? null }
            : null,
          mail_operator: ctx.config.MAIL_OPERATOR_NAME ?? null,
          payment_provider: ctx.provider.name,
          prices_ht: {
            vat_rate_basis_points: VAT_RATE_BASIS_POINTS,
            trial_price_ht_cents: splitVat(ctx.plan.trial_price_cents).htCents,
            renewal_price_ht_cents: splitVat(ctx.plan.renewal_price_cents).htCents,
          },
        },
      }),
    );

    routes.get(
      '/api/config/cardholder-name',
      { schema: { tags: ['config'], summary: "The name to prefill the card form with (the signed-in user's), null for a guest", response: { 200: cardholderNameResponseSchema } } },
      async (request) => {
        const userId = await request.session.userId();
        if (userId === null) return { data: { cardholder_name: null } };
        return { data: { cardholder_name: await accountHolderName(ctx.pool, userId) } };
      },
    );
  };
}

