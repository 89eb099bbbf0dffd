import { BILLING_KEYS } from '@registre/domain';
import { HttpError } from '../../errors/http-errors';
import type { BillingContext } from './billing-context';
import { creditRefundedTotal } from './credit-note';
import { withTransaction } from './in-transaction';
import type { IssuedInvoice } from './issue-invoice';
import { orUnavailable } from './provider-unavailable';
import { findPayment, lockPayment } from './subscription-rows';

export interface RefundResult {
  refundedTotalCents: number;
  /** The credit note this call issued (null if the provider's webhook issued it first). */
  creditNote: IssuedInvoice | null;
}

/**
 * Refunds a paid payment (all of what is left to refund, or `amountCents` of it) through the
 * provider it was paid with, then issues the credit note. There is no back office yet: an operator
 * calls this from a script. The provider's idempotency key is made of the payment's id, what was
 * already refunded and the amount, so a repeated call refunds once. Access is left as it is: ending
 * it is a cancellation's business.
 */
export async function refundPayment(ctx: BillingContext, paymentId: string, { amountCents }: { amountCents?: number } = {}): Promise<RefundResult> {
  const payment = await findPayment(ctx.pool, paymentId);
  const reference = payment?.provider_reference;
  if (!payment || !reference || (payment.status !== 'succeeded' && payment.status !== 'refunded')) throw new HttpError(409, BILLING_KEYS.refundNotPossible);
  const refundable = payment.amount_cents - payment.refunded_cents;
  const amount = amountCents ?? refundable;
  if (!Number.isInteger(amount) || amount <= 0 || amount > refundable) throw new HttpError(422, BILLING_KEYS.refundNotPossible);
  const refund = await orUnavailable(() =>
    ctx.provider.refund({ idempotencyKey: `payment:${payment.id}:refund:${payment.refunded_cents}:${amount}`, paymentReference: reference, amountCents: amount }),
  );
  return withTransaction(ctx.pool, async (client) => {
    const locked = await lockPayment(client, payment.id);
    if (!locked) throw new Error('payment vanished');
    return { refundedTotalCents: refund.refundedTotalCents, creditNote: await creditRefundedTotal(client, ctx, locked, refund.refundedTotalCents, ctx.clock.now()) };
  });
}
