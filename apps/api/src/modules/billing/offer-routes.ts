import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BillingContext } from './billing-context';
import { cardholderNameResponseSchema, offerResponseSchema } from '@registre/domain';
import { accountHolderName } from '../auth';
import { splitVat, VAT_RATE_BASIS_POINTS } from './money';

/** What the site shows beside a price (`/api/config/*`, SPECIFICATION §4): the offer with its seller, publisher, host and mediator, and the card form's prefilled name. */
export function offerRoutes(ctx: BillingContext) {
  return async (root: FastifyInstance): Promise<void> => {
    const routes = root.withTypeProvider<ZodTypeProvider>();

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


