import Stripe from 'stripe';
import { createBillingTestApp, type BillingTestApp } from './billing-test-app';
import type { StripeStandIn } from './stripe-stand-in';

export const STANDIN_WEBHOOK_SECRET = 'whsec_standin_secret';

/** The billing test app on the Stripe provider, talking to the local stand-in of Stripe's API. */
export function createStripeTestApp(stripe: StripeStandIn): Promise<BillingTestApp> {
  return createBillingTestApp({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: STANDIN_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
}

/**
 * Signs the event like Stripe (at the test clock's time unless told; `payload` sends other bytes than the
 * signed ones) and posts it to the webhook.
 */
export function postStripeWebhook(t: BillingTestApp, event: Record<string, unknown>, { secret = STANDIN_WEBHOOK_SECRET, timestamp, payload }: { secret?: string; timestamp?: number; payload?: string } = {}) {
  const signed = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: signed, secret, timestamp: timestamp ?? Math.floor(t.clock.now().getTime() / 1000) });
  return t.app.inject({ method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: payload ?? signed });
}
