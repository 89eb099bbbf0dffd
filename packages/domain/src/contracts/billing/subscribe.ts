import { z } from 'zod';
import { emailField, newPasswordField, refineNewPassword, trackingSourceField, AUTH_LIMITS } from '../auth/fields';
import { VALIDATION_KEYS as V } from '../auth/message-keys';
import { billingIdentitySchema, refineBillingIdentity } from './billing-identity';
import { cardSchema } from './card';
import { BILLING_KEYS as K } from './message-keys';

/** What every payment form sends besides the card: the waiver, the terms, the pre-order being paid for. */
const purchaseFields = {
  /** The buyer asks for immediate delivery of the digital service and waives the withdrawal right (L.221-28). */
  withdrawal_waiver: z.literal(true, { error: K.withdrawalWaiverRequired }),
  terms_accepted: z.literal(true, { error: K.termsRequired }),
  /** The pre-order (orders module) that becomes an order once paid. */
  pre_order_id: z.uuid({ error: 'errors:validation.invalid' }).optional(),
  /** The card, with the sandbox provider; absent with Stripe (the card goes to Stripe directly). */
  card: cardSchema.optional(),
};

/**
 * `POST /api/subscriptions`: a signed-in user takes the discovery access (trial) that renews into
 * the subscription. Answer: the payment's outcome (`succeeded`, `requires_action` with the
 * challenge page, or `redirect` to the provider's page).
 */
export const subscribeRequestSchema = z.object({ ...billingIdentitySchema.shape, ...purchaseFields }).superRefine(refineBillingIdentity);

/** `POST /api/register-and-subscribe`: the account fields, the billing identity and the payment in one form. */
export const registerAndSubscribeRequestSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string({ error: V.required }).max(AUTH_LIMITS.passwordMax, { error: V.passwordTooLong }),
    tracking_source: trackingSourceField,
    ...billingIdentitySchema.shape,
    ...purchaseFields,
  })
  .superRefine(refineNewPassword)
  .superRefine(refineBillingIdentity);

export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;
export type RegisterAndSubscribeRequest = z.input<typeof registerAndSubscribeRequestSchema>;

export const PAYMENT_OUTCOMES = ['succeeded', 'requires_action', 'redirect'] as const;

export const paymentOutcomeResponseSchema = z.object({
  data: z.object({
    outcome: z.enum(PAYMENT_OUTCOMES),
    payment_id: z.uuid(),
    subscription_id: z.uuid(),
    amount_cents: z.number().int(),
    /** Where the site goes next: the success page, the challenge page or the provider's checkout. */
    redirect: z.string(),
  }),
});

export type PaymentOutcomeResponse = z.infer<typeof paymentOutcomeResponseSchema>;

/** `POST /api/payments/{id}/challenge` (sandbox strong-authentication page): approve or refuse. */
export const paymentChallengeRequestSchema = z.object({ approve: z.boolean({ error: 'errors:validation.invalid' }) });
export const paymentIdParamSchema = z.object({ id: z.uuid({ error: K.paymentNotFound }) });
