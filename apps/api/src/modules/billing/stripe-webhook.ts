import type Stripe from 'stripe';
import { BILLING_KEYS } from '@registre/domain';
import { HttpError } from '../../errors/http-errors';
import type { BillingContext } from './billing-context';
import { withTransaction } from './in-transaction';
import type { ProviderPayment, StripeProvider } from './payment-provider';
import { orUnavailable } from './provider-unavailable';
import { applySubscriptionState, creditStripeRefund, deleteStripeSubscription, expireCheckoutPayment, failStripeInvoice, linkCheckout, settleStripeInvoice } from './stripe-events';

/** What a handler needs from Stripe's API, read before the transaction opens (no network call holds a lock). */
interface EventFacts {
  /** The invoice to settle first (`invoice.paid`, or the invoice a refunded charge paid when we have not settled it yet). */
  invoice?: Stripe.Invoice;
  payment?: ProviderPayment | null;
}

const paymentIntentOf = (charge: Stripe.Charge): string | null => (typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null));

async function gatherFacts(ctx: BillingContext, provider: StripeProvider, event: Stripe.Event): Promise<EventFacts> {
  if (event.type === 'invoice.paid') {
    const invoice = event.data.object;
    return { invoice, payment: invoice.amount_paid > 0 ? await provider.paymentOfInvoice(invoice.id) : null };
  }
  if (event.type === 'charge.refunded') {
    const intent = paymentIntentOf(event.data.object);
    if (!intent) return {};
    const { rowCount } = await ctx.pool.query(`SELECT 1 FROM billing_payments WHERE provider_reference = $1 AND status IN ('succeeded', 'refunded')`, [intent]);
    if (rowCount) return {};
    const invoice = await provider.invoiceOfPaymentIntent(intent);
    return invoice ? { invoice, payment: await provider.paymentOfInvoice(invoice.id) } : {};
  }
  return {};
}

async function applyEvent(client: Parameters<Parameters<typeof withTransaction>[1]>[0], ctx: BillingContext, event: Stripe.Event, facts: EventFacts, now: Date): Promise<boolean> {
  switch (event.type) {
    case 'checkout.session.completed':
      await linkCheckout(client, ctx, event.data.object);
      return true;
    case 'checkout.session.expired':
      await expireCheckoutPayment(client, event.data.object, now);
      return true;
    case 'invoice.paid':
      await settleStripeInvoice(client, ctx, event.data.object, facts.payment ?? null, now);
      return true;
    case 'invoice.payment_failed':
      await failStripeInvoice(client, ctx, event.data.object, now);
      return true;
    case 'customer.subscription.updated':
      await applySubscriptionState(client, ctx, event.data.object, event.created, now);
      return true;
    case 'customer.subscription.deleted':
      await deleteStripeSubscription(client, ctx, event.data.object, event.created, now);
      return true;
    case 'charge.refunded':
      if (facts.invoice) await settleStripeInvoice(client, ctx, facts.invoice, facts.payment ?? null, now);
      await creditStripeRefund(client, ctx, event.data.object, now);
      return true;
    default:
      return false;
  }
}

export type WebhookResult = 'processed' | 'ignored' | 'duplicate';

/**
 * `POST /webhooks/stripe`: the event is verified on the raw body with the signing secret (a wrong
 * or stale signature answers 400 and changes nothing), then applied in one transaction together
 * with its id in `billing_webhook_events`: a redelivered event finds its id and changes nothing
 * more. If Stripe's API cannot be read, 503 and Stripe delivers again later.
 */
export async function receiveStripeWebhook(ctx: BillingContext, provider: StripeProvider, payload: Buffer, signature: string): Promise<WebhookResult> {
  const now = ctx.clock.now();
  let event: Stripe.Event;
  try {
    event = provider.verifyEvent(payload, signature, now);
  } catch {
    throw new HttpError(400, BILLING_KEYS.webhookSignatureInvalid);
  }
  const seen = await ctx.pool.query('SELECT 1 FROM billing_webhook_events WHERE event_id = $1', [event.id]);
  if (seen.rowCount) return 'duplicate';
  const facts = await orUnavailable(() => gatherFacts(ctx, provider, event));
  const result = await withTransaction(ctx.pool, async (client): Promise<WebhookResult> => {
    const recorded = await client.query('INSERT INTO billing_webhook_events (event_id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING', [event.id, event.type, now]);
    if (recorded.rowCount === 0) return 'duplicate';
    return (await applyEvent(client, ctx, event, facts, now)) ? 'processed' : 'ignored';
  });
  ctx.logger.info({ event: event.id, type: event.type, result }, 'stripe webhook');
  return result;
}
