import Stripe from 'stripe';
import { euros } from './money';
import { PERIOD_LABELS } from './plan';
import { ProviderUnavailableError, type ProviderPayment, type StripeProvider } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A stand-in for api.stripe.com (stripe-mock, the tests' server): the SDK's host, port and protocol options. */
  apiUrl?: string;
  brand: string;
}

/** The SDK's connection options: Stripe itself, or the stand-in the URL names. */
function connection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** Runs a call to Stripe; a network failure or an error answer becomes ProviderUnavailableError (the caller answers 503). */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ProviderUnavailableError(error);
  }
}

/** Whether Stripe refused the request as invalid for the object's state (an expired session, an already cancelled subscription). */
const isInvalidRequest = (error: unknown): boolean => error instanceof Stripe.errors.StripeInvalidRequestError;

/**
 * The Stripe provider, with the official SDK. The discovery access is a Checkout session in
 * subscription mode: the recurring price with `trial_period_days`, plus the trial fee as a
 * one-time line that Stripe puts on the first invoice only — both from our plan, so what the page
 * states and what is charged cannot differ. Every write carries an idempotency key made of our ids.
 */
export function stripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...connection(settings.apiUrl) });

  return {
    name: 'stripe',

    async startCheckout({ idempotencyKey, paymentId, subscriptionId, contractReference, plan, customerEmail, successUrl, cancelUrl }) {
      const period = PERIOD_LABELS[plan.renewal_period];
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: plan.renewal_price_cents,
            tax_behavior: 'inclusive',
            recurring: { interval: plan.renewal_period },
            product_data: { name: `Abonnement ${settings.brand}` },
          },
        },
      ];
      if (plan.trial_price_cents > 0) {
        lineItems.push({
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: plan.trial_price_cents, tax_behavior: 'inclusive', product_data: { name: `Accès découverte – ${plan.trial_days} jours` } },
        });
      }
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            client_reference_id: paymentId,
            customer_email: customerEmail,
            locale: 'fr',
            line_items: lineItems,
            subscription_data: { trial_period_days: plan.trial_days, metadata: { subscription_id: subscriptionId, contract_reference: contractReference } },
            metadata: { payment_id: paymentId, subscription_id: subscriptionId },
            custom_text: {
              submit: {
                message: `${euros(plan.trial_price_cents)} aujourd'hui pour ${plan.trial_days} jours, puis ${euros(plan.renewal_price_cents)} TTC / ${period} sans engagement, résiliable en ligne à tout moment.`,
              },
            },
            success_url: successUrl,
            cancel_url: cancelUrl,
          },
          { idempotencyKey },
        ),
      );
      if (!session.url) throw new ProviderUnavailableError(new Error('Checkout session without a URL'));
      return { reference: session.id, url: session.url };
    },

    async expireCheckout(reference) {
      try {
        await stripe.checkout.sessions.expire(reference, {}, { idempotencyKey: `expire:${reference}` });
        return true;
      } catch (error) {
        if (isInvalidRequest(error)) return false;
        throw new ProviderUnavailableError(error);
      }
    },

    async cancelAtPeriodEnd(subscriptionReference, idempotencyKey) {
      await call(() => stripe.subscriptions.update(subscriptionReference, { cancel_at_period_end: true }, { idempotencyKey }));
    },

    async cancelNow(subscriptionReference, idempotencyKey) {
      try {
        await stripe.subscriptions.cancel(subscriptionReference, {}, { idempotencyKey });
      } catch (error) {
        // Already cancelled at Stripe: what was asked is done.
        if (!isInvalidRequest(error)) throw new ProviderUnavailableError(error);
      }
    },

    async refund({ idempotencyKey, paymentReference, amountCents }) {
      const refund = await call(() => stripe.refunds.create({ payment_intent: paymentReference, amount: amountCents, expand: ['charge'] }, { idempotencyKey }));
      let charge = refund.charge;
      if (typeof charge === 'string') {
        const id = charge;
        charge = await call(() => stripe.charges.retrieve(id));
      }
      if (!charge) throw new ProviderUnavailableError(new Error('refund without a charge'));
      return { reference: refund.id, refundedTotalCents: charge.amount_refunded };
    },

    verifyEvent(payload, signature, receivedAt) {
      return stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret, undefined, undefined, receivedAt.getTime());
    },

    async paymentOfInvoice(invoiceId): Promise<ProviderPayment | null> {
      const payments = await call(() => stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 10 }));
      const intentId = payments.data.map((payment) => idOf(payment.payment.payment_intent)).find((id) => id !== null);
      if (!intentId) return null;
      const intent = await call(() => stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] }));
      const method = intent.payment_method;
      const card = typeof method === 'object' && method ? method.card : undefined;
      return { paymentIntent: intent.id, paymentMethod: idOf(method), brand: card?.brand ?? null, last4: card?.last4 ?? null, fingerprint: card?.fingerprint ?? null };
    },

    async invoiceOfPaymentIntent(paymentIntent) {
      const payments = await call(() => stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, limit: 1 }));
      const invoiceId = idOf(payments.data[0]?.invoice as string | { id: string } | undefined);
      if (!invoiceId) return null;
      return call(() => stripe.invoices.retrieve(invoiceId));
    },
  };
}
