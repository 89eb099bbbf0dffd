import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type BillingIdentity,
  paymentChallengeRequestSchema,
  paymentIdParamSchema,
  paymentOutcomeResponseSchema,
  registerAndSubscribeRequestSchema,
  subscribeRequestSchema,
  subscriptionResponseSchema,
  subscriptionSchema,
} from '@registre/domain';
import { authRateLimits, requireUser, signedInUser, type RegisterAccount } from '../auth';
import type { BillingContext } from './billing-context';
import { errors } from './route-errors';
import { cancelSubscription } from './cancel-subscription';
import { presentSubscription } from './present-subscription';
import { assertPaymentInput, completeChallenge, paymentOf, subscribe } from './subscribe';
import { latestSubscriptionOf } from './subscription-rows';

const PAYMENT_LIMIT = { max: 20, timeWindow: 60_000 };

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

/** Subscribing (signed in or with a new account), the payment and its challenge, the account's subscription and its cancellation. */
export function subscriptionRoutes(ctx: BillingContext, registerAccount: RegisterAccount) {
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

  };
}


