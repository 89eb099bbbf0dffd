import type { CardInput } from '@registre/domain';

/** What a charge came to. Card data never appear here: only the brand and the last four digits. */
export type ChargeOutcome =
  | { status: 'succeeded'; reference: string; brand: string; last4: string; paymentMethodToken: string }
  | { status: 'declined'; reference: string; code: string; brand: string | null; last4: string | null }
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

/** A payment provider the billing module charges through (sandbox offline, or Stripe). */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** The first payment, on-session, with the card typed on our page (sandbox). */
  chargeCard(input: FirstChargeInput): Promise<ChargeOutcome>;
  /** The strong-authentication step of a first payment: approved or refused by the card holder. */
  completeChallenge(input: { idempotencyKey: string; approve: boolean }): Promise<ChargeOutcome>;
  /** A renewal, off-session, with the saved payment method. */
  chargeSaved(input: SavedChargeInput): Promise<ChargeOutcome>;
}

export class CardExpiredError extends Error {
  constructor() {
    super('card expired');
    this.name = 'CardExpiredError';
  }
}
