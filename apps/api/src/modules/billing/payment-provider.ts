import type Stripe from 'stripe';
import type { BillingPlan, CardInput } from '@registre/domain';

/** What a charge came to. Card data never appear here: only the brand and the last four digits. */
export type ChargeOutcome =
  | {
      status: 'succeeded';
      reference: string;
      brand: string;
      last4: string;
      paymentMethodToken: string;
      /** The period paid for, when the provider sets it (Stripe's invoice lines); otherwise computed from the plan. */
      period?: { start: Date; end: Date };
    }
  | {
      status: 'declined';
      reference: string;
      code: string;
      brand: string | null;
      last4: string | null;
      /** When the provider retries a refused renewal itself (Stripe), its next attempt (null: none planned). */
      providerRetryAt?: Date | null;
    }
  | { status: 'requires_action'; reference: string; brand: string; last4: string };

export interface FirstChargeInput {
  /** Derived from our ids (`subscription:<id>:period:0:attempt:1`): a second call with it charges nothing more. */
  idempotencyKey: string;
  amountCents: number;
  description: string;
  card: CardInput;
  now: Date;
}

export interface SavedChargeInput {
  idempotencyKey: string;
  amountCents: number;
  description: string;
  paymentMethodToken: string;
}

export interface RefundInput {
  /** Derived from our ids and the amount already refunded: a double click refunds once. */
  idempotencyKey: string;
  /** The provider's reference of the charge (sandbox charge, Stripe payment intent). */
  paymentReference: string;
  amountCents: number;
}

/** A refund as the provider recorded it, with the total now refunded on that charge (all refunds). */
export interface RefundOutcome {
  reference: string;
  refundedTotalCents: number;
}

interface ProviderCommon {
  refund(input: RefundInput): Promise<RefundOutcome>;
}

/** A provider whose card form is ours (the sandbox): the API charges the card and the saved card at renewal. */
export interface CardPaymentProvider extends ProviderCommon {
  readonly name: 'sandbox';
  /** The first payment, on-session, with the card typed on our page. */
  chargeCard(input: FirstChargeInput): Promise<ChargeOutcome>;
  /** The strong-authentication step of a first payment: approved or refused by the card holder. */
  completeChallenge(input: { idempotencyKey: string; approve: boolean }): Promise<ChargeOutcome>;
  /** A renewal, off-session, with the saved payment method. */
  chargeSaved(input: SavedChargeInput): Promise<ChargeOutcome>;
  /**
   * A stable fingerprint of the card (the same number gives the same one; the number cannot be read
   * back from it), or null for the sandbox's documented test cards, shared by every tester.
   */
  cardFingerprint(card: CardInput): string | null;
}

export interface CheckoutInput {
  /** Derived from our payment's key: a double click opens the same Checkout session. */
  idempotencyKey: string;
  paymentId: string;
  subscriptionId: string;
  contractReference: string;
  plan: BillingPlan;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

/** How an invoice of the provider was paid: the payment intent (what a refund targets) and the card's brand and last four digits. */
export interface ProviderPayment {
  paymentIntent: string;
  paymentMethod: string | null;
  brand: string | null;
  last4: string | null;
  /** The card's fingerprint (Stripe: the same card number gives the same one across customers). */
  fingerprint: string | null;
}

/**
 * Stripe: its own payment page (Checkout), so the card never reaches our API. Stripe charges the
 * renewals itself and reports payments through signed webhooks, which the API reads here.
 */
export interface StripeProvider extends ProviderCommon {
  readonly name: 'stripe';
  startCheckout(input: CheckoutInput): Promise<{ reference: string; url: string }>;
  /** Closes a Checkout session not completed (a cancelled incomplete subscription); false if it was no longer open. */
  expireCheckout(reference: string): Promise<boolean>;
  /** Stops the renewals at the period's end (`cancel_at_period_end`). */
  cancelAtPeriodEnd(subscriptionReference: string, idempotencyKey: string): Promise<void>;
  /** Ends the provider's subscription now (unpaid or past due). */
  cancelNow(subscriptionReference: string, idempotencyKey: string): Promise<void>;
  /** The event of a webhook, verified on the raw body against the signing secret (throws when the signature is wrong or too old). */
  verifyEvent(payload: Buffer, signature: string, receivedAt: Date): Stripe.Event;
  /** The successful payment of an invoice (null if none, e.g. a zero-amount invoice). */
  paymentOfInvoice(invoiceId: string): Promise<ProviderPayment | null>;
  /** The invoice a payment intent paid (null if it paid none of ours). */
  invoiceOfPaymentIntent(paymentIntent: string): Promise<Stripe.Invoice | null>;
}

/** A payment provider the billing module charges through (sandbox offline, or Stripe). */
export type PaymentProvider = CardPaymentProvider | StripeProvider;

export class CardExpiredError extends Error {
  constructor() {
    super('card expired');
    this.name = 'CardExpiredError';
  }
}

/** The provider could not be reached or refused the request: the caller answers 503 and nothing is recorded as done. */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('payment provider unavailable', { cause });
    this.name = 'ProviderUnavailableError';
  }
}
