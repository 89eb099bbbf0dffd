import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the SDK sent, with its form body flattened (`line_items[0][price_data][unit_amount]`). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
}

type Json = Record<string, unknown>;

interface SessionState extends Json {
  id: string;
  /** What `subscription_data` and the line items asked for (to build the subscription when the customer pays). */
  trialDays: number;
  feeCents: number;
  recurringCents: number;
  interval: string;
  subscriptionMetadata: Record<string, string>;
}

export interface PaidCheckout {
  session: Json;
  subscription: Json;
  invoice: Json;
  charge: Json;
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The `metadata[key]=value` fields of a flattened form body under `prefix`. */
function metadataOf(body: Record<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

const expands = (fields: Record<string, string>, what: string) => Object.entries(fields).some(([key, value]) => key.startsWith('expand[') && value === what);

/**
 * A local HTTP server standing in for api.stripe.com (the SDK reaches it through its host, port
 * and protocol options). It records every request and answers the shapes the API returns, keeps
 * the objects it creates (Checkout sessions, subscriptions, invoices, payment intents, charges,
 * refunds) and, like Stripe, answers a repeated idempotency key with the first answer (or an
 * idempotency error when the parameters differ). The test plays the customer on Stripe's pages
 * (`payCheckout`) and Stripe's billing engine (`renewalInvoice`), then sends the signed events.
 */
export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { params: string; status: number; body: Json }>();
  const sessions = new Map<string, SessionState>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const invoicePayments: Json[] = [];
  let counter = 0;
  let failNext = 0;
  const id = (prefix: string) => `${prefix}_test_${(++counter).toString(36).padStart(6, '0')}`;
  const error = (status: number, type: string, message: string) => ({ status, body: { error: { type, message } } });

  function createSession(body: Record<string, string>): { status: number; body: Json } {
    const session: SessionState = {
      id: id('cs'),
      object: 'checkout.session',
      mode: body.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: '',
      client_reference_id: body.client_reference_id ?? null,
      customer_email: body.customer_email ?? null,
      customer: null,
      subscription: null,
      invoice: null,
      metadata: metadataOf(body, 'metadata'),
      success_url: body.success_url ?? null,
      cancel_url: body.cancel_url ?? null,
      expires_at: Math.floor(Date.now() / 1000) + 86_400,
      livemode: false,
      trialDays: Number(body['subscription_data[trial_period_days]'] ?? 0),
      recurringCents: Number(body['line_items[0][price_data][unit_amount]'] ?? 0),
      interval: body['line_items[0][price_data][recurring][interval]'] ?? 'month',
      feeCents: Number(body['line_items[1][price_data][unit_amount]'] ?? 0),
      subscriptionMetadata: metadataOf(body, 'subscription_data[metadata]'),
    };
    session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
    sessions.set(session.id, session);
    return { status: 200, body: publicSession(session) };
  }

  const publicSession = (session: SessionState): Json => {
    const { trialDays: _t, feeCents: _f, recurringCents: _r, interval: _i, subscriptionMetadata: _m, ...visible } = session;
    return visible;
  };

  // Like Stripe's, a card's fingerprint is the same for the same number: each payment here is a new card unless told.
  function payment(amount: number, customer: string, brand: string, last4: string, at: Date, fingerprint: string = id('fp')): { intent: Json; charge: Json } {
    const method = { id: id('pm'), object: 'payment_method', type: 'card', card: { brand, last4, fingerprint, exp_month: 12, exp_year: 2030, funding: 'credit' } };
    const charge: Json = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      refunded: false,
      captured: true,
      paid: true,
      status: 'succeeded',
      currency: 'eur',
      customer,
      created: seconds(at),
      payment_intent: null,
      payment_method: method.id,
      payment_method_details: { type: 'card', card: { brand, last4 } },
      metadata: {},
      livemode: false,
    };
    const intent: Json = { id: id('pi'), object: 'payment_intent', amount, amount_received: amount, currency: 'eur', status: 'succeeded', customer, payment_method: method, latest_charge: charge.id, created: seconds(at), livemode: false };
    charge.payment_intent = intent.id;
    intents.set(intent.id as string, intent);
    charges.set(charge.id as string, charge);
    return { intent, charge };
  }

  function invoice(fields: { subscription: Json; reason: string; amount: number; paid: boolean; lines: Json[]; attempt: number; nextAttempt: Date | null; at: Date }): Json {
    const sub = fields.subscription;
    const created: Json = {
      id: id('in'),
      object: 'invoice',
      billing_reason: fields.reason,
      customer: sub.customer,
      currency: 'eur',
      amount_due: fields.amount,
      amount_paid: fields.paid ? fields.amount : 0,
      amount_remaining: fields.paid ? 0 : fields.amount,
      attempt_count: fields.attempt,
      attempted: true,
      next_payment_attempt: fields.nextAttempt ? seconds(fields.nextAttempt) : null,
      status: fields.paid ? 'paid' : 'open',
      created: seconds(fields.at),
      lines: { object: 'list', data: fields.lines, has_more: false, url: '/v1/invoices/lines' },
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      livemode: false,
    };
    invoices.set(created.id as string, created);
    return created;
  }

  const line = (amount: number, start: number, end: number): Json => ({ id: id('il'), object: 'line_item', amount, currency: 'eur', period: { start, end } });

  const recordInvoicePayment = (invoiceId: string, intentId: string) =>
    invoicePayments.push({ id: id('inpay'), object: 'invoice_payment', invoice: invoiceId, status: 'paid', is_default: true, payment: { type: 'payment_intent', payment_intent: intentId } });

  function route(method: string, path: string, fields: Record<string, string>): { status: number; body: Json } {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(fields);
    if (method === 'POST' && (match = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path))) {
      const session = sessions.get(match[1] as string);
      if (!session) return error(404, 'invalid_request_error', 'No such checkout session');
      if (session.status !== 'open') return error(400, 'invalid_request_error', 'Only Checkout Sessions with a status of `open` can be expired.');
      session.status = 'expired';
      return { status: 200, body: publicSession(session) };
    }
    if ((match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
      const sub = subscriptions.get(match[1] as string);
      if (!sub) return error(404, 'invalid_request_error', 'No such subscription');
      if (method === 'POST') {
        if (fields.cancel_at_period_end) sub.cancel_at_period_end = fields.cancel_at_period_end === 'true';
        return { status: 200, body: sub };
      }
      if (method === 'DELETE') {
        if (sub.status === 'canceled') return error(400, 'invalid_request_error', 'This subscription is already canceled.');
        sub.status = 'canceled';
        return { status: 200, body: sub };
      }
      return { status: 200, body: sub };
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const data = invoicePayments.filter(
        (entry) =>
          (!fields.invoice || entry.invoice === fields.invoice) &&
          (!fields['payment[payment_intent]'] || (entry.payment as Json).payment_intent === fields['payment[payment_intent]']) &&
          (!fields.status || entry.status === fields.status),
      );
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' } };
    }
    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([\w]+)$/.exec(path))) {
      const intent = intents.get(match[1] as string);
      if (!intent) return error(404, 'invalid_request_error', 'No such payment_intent');
      const method_ = intent.payment_method as Json;
      return { status: 200, body: { ...intent, payment_method: expands(fields, 'payment_method') ? method_ : method_.id } };
    }
    if (method === 'GET' && (match = /^\/v1\/invoices\/([\w]+)$/.exec(path))) {
      const found = invoices.get(match[1] as string);
      return found ? { status: 200, body: found } : error(404, 'invalid_request_error', 'No such invoice');
    }
    if (method === 'GET' && (match = /^\/v1\/charges\/([\w]+)$/.exec(path))) {
      const found = charges.get(match[1] as string);
      return found ? { status: 200, body: found } : error(404, 'invalid_request_error', 'No such charge');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(fields.payment_intent ?? '');
      const charge = intent ? charges.get(intent.latest_charge as string) : undefined;
      if (!intent || !charge) return error(404, 'invalid_request_error', 'No such payment_intent');
      const amount = Number(fields.amount ?? (charge.amount as number) - (charge.amount_refunded as number));
      if (amount <= 0 || amount + (charge.amount_refunded as number) > (charge.amount as number)) return error(400, 'invalid_request_error', 'Refund amount is greater than unrefunded amount on charge');
      charge.amount_refunded = (charge.amount_refunded as number) + amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const refund = { id: id('re'), object: 'refund', amount, currency: 'eur', status: 'succeeded', payment_intent: intent.id, charge: expands(fields, 'charge') ? { ...charge } : charge.id };
      return { status: 200, body: refund };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const query = Object.fromEntries(url.searchParams);
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    const method = request.method ?? 'GET';
    requests.push({ method, path: url.pathname, query, body, idempotencyKey: key, authorization: request.headers.authorization ?? null });
    let answer: { status: number; body: Json };
    if (failNext > 0) {
      failNext -= 1;
      answer = error(500, 'api_error', 'Stand-in told to fail');
    } else if (key && idempotent.has(key)) {
      const first = idempotent.get(key) as { params: string; status: number; body: Json };
      answer = first.params === JSON.stringify([method, url.pathname, body]) ? first : error(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
    } else {
      answer = route(method, url.pathname, method === 'GET' ? query : body);
      if (key) idempotent.set(key, { params: JSON.stringify([method, url.pathname, body]), ...answer });
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${counter}`, ...(key ? { 'idempotency-key': key } : {}) });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(failure) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions: (): Json[] => [...sessions.values()].map(publicSession),
    /** The next `count` requests answer 500 (Stripe down). */
    failNextRequests(count: number) {
      failNext = count;
    },

    /** The customer pays on the Checkout page: the subscription (trialing), its first invoice (the trial fee) and the charge. */
    payCheckout(sessionId: string, { at, brand = 'visa', last4 = '4242', fingerprint }: { at: Date; brand?: string; last4?: string; fingerprint?: string }): PaidCheckout {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const customer = id('cus');
      const start = seconds(at);
      const trialEnd = start + session.trialDays * 86_400;
      const { intent, charge } = payment(session.feeCents, customer, brand, last4, at, fingerprint);
      const subscription: Json = {
        id: id('sub'),
        object: 'subscription',
        status: 'trialing',
        customer,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        trial_start: start,
        trial_end: trialEnd,
        start_date: start,
        created: start,
        metadata: session.subscriptionMetadata,
        default_payment_method: (intent.payment_method as Json).id,
        items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', current_period_start: start, current_period_end: trialEnd }], has_more: false },
        livemode: false,
      };
      subscriptions.set(subscription.id as string, subscription);
      const first = invoice({
        subscription,
        reason: 'subscription_create',
        amount: session.feeCents,
        paid: true,
        lines: [line(0, start, trialEnd), line(session.feeCents, start, start)],
        attempt: 1,
        nextAttempt: null,
        at,
      });
      recordInvoicePayment(first.id as string, intent.id as string);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.customer = customer;
      session.subscription = subscription.id;
      subscription.latest_invoice = first.id;
      return { session: publicSession(session), subscription, invoice: first, charge };
    },

    /** Stripe's renewal of a period: paid (with a charge) or failed (with its next attempt). */
    renewalInvoice(subscriptionId: string, { at, start, end, amount, paid, attempt = 1, nextAttempt = null }: { at: Date; start: Date; end: Date; amount: number; paid: boolean; attempt?: number; nextAttempt?: Date | null }) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const created = invoice({ subscription, reason: 'subscription_cycle', amount, paid, lines: [line(amount, seconds(start), seconds(end))], attempt, nextAttempt, at });
      let charge: Json | null = null;
      if (paid) {
        const made = payment(amount, subscription.customer as string, 'visa', '4242', at);
        recordInvoicePayment(created.id as string, made.intent.id as string);
        charge = made.charge;
        subscription.status = 'active';
      } else {
        subscription.status = 'past_due';
      }
      return { invoice: created, charge };
    },

    /** The same invoice paid on a later attempt (Stripe's retry). */
    payInvoice(invoiceId: string, { at, attempt }: { at: Date; attempt: number }) {
      const found = invoices.get(invoiceId);
      if (!found) throw new Error(`no invoice ${invoiceId}`);
      const subscription = subscriptions.get(((found.parent as Json).subscription_details as Json).subscription as string) as Json;
      const made = payment(found.amount_due as number, subscription.customer as string, 'visa', '4242', at);
      recordInvoicePayment(invoiceId, made.intent.id as string);
      Object.assign(found, { status: 'paid', amount_paid: found.amount_due, amount_remaining: 0, attempt_count: attempt, next_payment_attempt: null });
      subscription.status = 'active';
      return { invoice: { ...found }, charge: made.charge };
    },

    /** A refund made from Stripe's dashboard: the charge as the `charge.refunded` event carries it. */
    refundFromDashboard(chargeId: string, amount: number): Json {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      charge.amount_refunded = (charge.amount_refunded as number) + amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      return { ...charge };
    },

    subscription: (subscriptionId: string): Json => ({ ...(subscriptions.get(subscriptionId) as Json) }),
    charge: (chargeId: string): Json => ({ ...(charges.get(chargeId) as Json) }),

    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

let events = 0;

/** A Stripe event as the webhook carries it. */
export function stripeEvent(type: string, object: Json, createdAt: Date, extra: Json = {}): Json {
  events += 1;
  return {
    id: `evt_test_${process.pid}_${events}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: seconds(createdAt),
    data: { object, ...extra },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
