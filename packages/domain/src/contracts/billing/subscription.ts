import { z } from 'zod';
import { RENEWAL_PERIODS } from '../config/kbis-trial-pricing';

export const SUBSCRIPTION_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const billingPlanSchema = z.object({
  /** Amount charged for the whole trial (the per-day price times the days when priced per day). */
  trial_price_cents: z.number().int(),
  trial_days: z.number().int(),
  renewal_price_cents: z.number().int(),
  renewal_period: z.enum(RENEWAL_PERIODS),
  kbis_quota_trial: z.number().int(),
  kbis_quota_period: z.number().int(),
  daily_cap_per_kind: z.number().int(),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/** `GET /api/subscription`: the signed-in user's latest subscription, or null. */
export const subscriptionSchema = z.object({
  id: z.uuid(),
  contract_reference: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  is_trial_period: z.boolean(),
  plan: billingPlanSchema,
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** When access ends (set once cancelled or ended). */
  ends_at: z.string().nullable(),
  next_charge: z.object({ date: z.string(), amount_cents: z.number().int() }).nullable(),
  quotas: z.object({ kbis: z.object({ limit: z.number().int(), used: z.number().int(), left: z.number().int() }) }),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionSchema>;
export const subscriptionResponseSchema = z.object({ data: subscriptionSchema.nullable() });

export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  issued_at: z.string(),
  description: z.string(),
  amount_ht_cents: z.number().int(),
  vat_cents: z.number().int(),
  amount_ttc_cents: z.number().int(),
  download_url: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceSchema>;
export const invoicesResponseSchema = z.object({ data: z.array(invoiceSchema) });
export const invoiceIdParamSchema = z.object({ id: z.uuid({ error: 'errors:billing.invoice-not-found' }) });

/** `POST /resiliation` request (public cancellation): a confirmation link is mailed. */
export const publicCancellationRequestSchema = z.object({
  email: z.string({ error: 'common:input.error-message.required' }).trim().min(1, { error: 'common:input.error-message.required' }).max(254, { error: 'common:input.error-message.max-length' }).transform((v) => v.toLowerCase()),
  contract_reference: z.string({ error: 'common:input.error-message.required' }).trim().min(1, { error: 'common:input.error-message.required' }).max(40, { error: 'common:input.error-message.max-length' }).transform((v) => v.toUpperCase()),
});
export const publicCancellationConfirmSchema = z.object({ token: z.string().min(20).max(200) });
/** `POST /api/cancellation-requests/preview`: what the mailed link cancels, before its confirmation. */
export const cancellationLinkSchema = z.object({
  contract_reference: z.string(),
  /** The subscription's status: the access the cancellation ends. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** When the cancellation takes (or, once used, took) effect. */
  ends_at: z.string(),
  /** When the link was used, or null while it can still be. */
  used_at: z.string().nullable(),
});
export type CancellationLinkView = z.infer<typeof cancellationLinkSchema>;
export const cardholderNameResponseSchema = z.object({ data: z.object({ cardholder_name: z.string().nullable() }) });

/** `GET /api/config/offer`: the offer (plan), the seller, the site's publisher, host, mediator and processors, for the prices and legal pages. */
export const offerResponseSchema = z.object({
  data: z.object({
    plan: billingPlanSchema,
    seller: z.object({ legal_name: z.string(), address: z.string(), siren: z.string(), vat_number: z.string(), rcs: z.string(), share_capital: z.string(), email: z.string() }),
    publisher: z.object({ name: z.string(), phone: z.string().nullable() }),
    host: z.object({ name: z.string(), address: z.string(), phone: z.string().nullable() }),
    /** The consumer mediator, null while none is designated (the terms then say so). */
    mediator: z.object({ name: z.string(), address: z.string().nullable(), website: z.string().nullable() }).nullable(),
    /** Who operates the mail server, null when not configured. */
    mail_operator: z.string().nullable(),
    payment_provider: z.enum(['sandbox', 'stripe']),
    /** The plan's prices before VAT (HT, computed on the server), shown beside TTC to business buyers. */
    prices_ht: z.object({ vat_rate_basis_points: z.number().int(), trial_price_ht_cents: z.number().int(), renewal_price_ht_cents: z.number().int() }),
  }),
});
export type Offer = z.infer<typeof offerResponseSchema>['data'];
