import { createHmac, randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { cardBrand } from '@registre/domain';
import { withTransaction } from './in-transaction';
import { CardExpiredError, type CardPaymentProvider, type ChargeOutcome } from './payment-provider';

/** The sandbox's test cards (any other valid number succeeds). */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000002760003184',
  failsAtRenewal: '4000000000009995',
} as const;

type Behaviour = 'ok' | 'insufficient-funds';

interface ChargeRow {
  reference: string;
  outcome: 'succeeded' | 'declined' | 'requires_action';
  decline_code: string | null;
  payment_method_token: string | null;
  card_brand: string | null;
  card_last4: string | null;
}

function toOutcome(row: ChargeRow): ChargeOutcome {
  if (row.outcome === 'succeeded') {
    return { status: 'succeeded', reference: row.reference, brand: row.card_brand ?? 'card', last4: row.card_last4 ?? '0000', paymentMethodToken: row.payment_method_token ?? '' };
  }
  if (row.outcome === 'requires_action') return { status: 'requires_action', reference: row.reference, brand: row.card_brand ?? 'card', last4: row.card_last4 ?? '0000' };
  return { status: 'declined', reference: row.reference, code: row.decline_code ?? 'card_declined', brand: row.card_brand, last4: row.card_last4 };
}

/**
 * The offline provider (default): it behaves like a card processor with Stripe's test cards and
 * keeps its charges in `billing_sandbox_charges`, keyed by idempotency key, so that a repeated
 * call answers the first outcome without charging twice. It stores a payment-method token (the
 * card's behaviour and a random id), the brand and the last four digits — never the number.
 * Refunds are kept in `billing_sandbox_refunds`, keyed the same way, never above what was charged.
 */
const TEST_CARD_NUMBERS: ReadonlySet<string> = new Set(Object.values(SANDBOX_CARDS));

export function sandboxProvider(pool: Pool, { appEnv, fingerprintKey }: { appEnv: 'local' | 'test' | 'prod'; fingerprintKey: string }): CardPaymentProvider {
  if (appEnv === 'prod') throw new Error('PAYMENT_PROVIDER=sandbox is refused when APP_ENV=prod: set PAYMENT_PROVIDER=stripe');

  const record = async (key: string, amountCents: number, row: Omit<ChargeRow, 'reference'>): Promise<ChargeOutcome> => {
    const inserted = await pool.query<ChargeRow>({
      name: 'billing-sandbox-charge-insert',
      text: `INSERT INTO billing_sandbox_charges (idempotency_key, reference, amount_cents, outcome, decline_code, payment_method_token, card_brand, card_last4)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING
             RETURNING reference, outcome, decline_code, payment_method_token, card_brand, card_last4`,
      values: [key, `sbx_ch_${randomUUID()}`, amountCents, row.outcome, row.decline_code, row.payment_method_token, row.card_brand, row.card_last4],
    });
    const first = inserted.rows[0] ?? (await existing(key));
    if (!first) throw new Error('sandbox charge vanished');
    return toOutcome(first);
  };

  const existing = async (key: string): Promise<ChargeRow | undefined> => {
    const { rows } = await pool.query<ChargeRow>({
      name: 'billing-sandbox-charge-find',
      text: 'SELECT reference, outcome, decline_code, payment_method_token, card_brand, card_last4 FROM billing_sandbox_charges WHERE idempotency_key = $1',
      values: [key],
    });
    return rows[0];
  };

  return {
    name: 'sandbox',
    // Keyed, so that a stored fingerprint cannot be matched against guessed numbers without the key.
    cardFingerprint: (card) => (TEST_CARD_NUMBERS.has(card.card_number) ? null : `sbx_fp_${createHmac('sha256', fingerprintKey).update(card.card_number).digest('base64url')}`),

    async chargeCard({ idempotencyKey, amountCents, card, now }) {
      const earlier = await existing(idempotencyKey);
      if (earlier) return toOutcome(earlier);
      const expiry = Date.UTC(card.exp_year, card.exp_month, 1);
      if (expiry <= now.getTime()) throw new CardExpiredError();
      const brand = cardBrand(card.card_number);
      const last4 = card.card_number.slice(-4);
      const behaviour: Behaviour = card.card_number === SANDBOX_CARDS.failsAtRenewal ? 'insufficient-funds' : 'ok';
      const token = `sbx_pm_${behaviour}_${randomUUID()}`;
      const base = { payment_method_token: token, card_brand: brand, card_last4: last4 };
      if (card.card_number === SANDBOX_CARDS.declined) return record(idempotencyKey, amountCents, { ...base, outcome: 'declined', decline_code: 'card_declined', payment_method_token: null });
      if (card.card_number === SANDBOX_CARDS.challenge) return record(idempotencyKey, amountCents, { ...base, outcome: 'requires_action', decline_code: null });
      return record(idempotencyKey, amountCents, { ...base, outcome: 'succeeded', decline_code: null });
    },

    async completeChallenge({ idempotencyKey, approve }) {
      const { rows } = await pool.query<ChargeRow>({
        name: 'billing-sandbox-charge-challenge',
        text: `UPDATE billing_sandbox_charges
                  SET outcome = CASE WHEN $2 THEN 'succeeded' ELSE 'declined' END,
                      decline_code = CASE WHEN $2 THEN NULL ELSE 'authentication_failed' END
                WHERE idempotency_key = $1 AND outcome = 'requires_action'
            RETURNING reference, outcome, decline_code, payment_method_token, card_brand, card_last4`,
        values: [idempotencyKey, approve],
      });
      const row = rows[0] ?? (await existing(idempotencyKey));
      if (!row) throw new Error('no sandbox charge awaits this challenge');
      return toOutcome(row);
    },

    async chargeSaved({ idempotencyKey, amountCents, paymentMethodToken }) {
      const earlier = await existing(idempotencyKey);
      if (earlier) return toOutcome(earlier);
      const match = /^sbx_pm_(ok|insufficient-funds)_/.exec(paymentMethodToken);
      const { rows } = await pool.query<ChargeRow>({
        name: 'billing-sandbox-charge-card-of',
        text: 'SELECT reference, outcome, decline_code, payment_method_token, card_brand, card_last4 FROM billing_sandbox_charges WHERE payment_method_token = $1 LIMIT 1',
        values: [paymentMethodToken],
      });
      const card = rows[0];
      const base = { payment_method_token: paymentMethodToken, card_brand: card?.card_brand ?? null, card_last4: card?.card_last4 ?? null };
      if (!match || match[1] === 'insufficient-funds') {
        return record(idempotencyKey, amountCents, { ...base, outcome: 'declined', decline_code: match ? 'insufficient_funds' : 'payment_method_unknown' });
      }
      return record(idempotencyKey, amountCents, { ...base, outcome: 'succeeded', decline_code: null });
    },

    async refund({ idempotencyKey, paymentReference, amountCents }) {
      return withTransaction(pool, async (client) => {
        const charge = await client.query<{ amount_cents: number }>(
          `SELECT amount_cents FROM billing_sandbox_charges WHERE reference = $1 AND outcome = 'succeeded' FOR UPDATE`,
          [paymentReference],
        );
        const charged = charge.rows[0]?.amount_cents;
        if (charged === undefined) throw new Error('no succeeded sandbox charge to refund');
        const refundedTotal = async () =>
          (await client.query<{ total: number }>('SELECT coalesce(sum(amount_cents), 0)::int AS total FROM billing_sandbox_refunds WHERE charge_reference = $1', [paymentReference])).rows[0]?.total ?? 0;
        const earlier = await client.query<{ reference: string }>('SELECT reference FROM billing_sandbox_refunds WHERE idempotency_key = $1', [idempotencyKey]);
        let reference = earlier.rows[0]?.reference;
        if (!reference) {
          if ((await refundedTotal()) + amountCents > charged) throw new Error('a sandbox refund cannot exceed the charge');
          reference = `sbx_re_${randomUUID()}`;
          await client.query('INSERT INTO billing_sandbox_refunds (idempotency_key, reference, charge_reference, amount_cents) VALUES ($1, $2, $3, $4)', [
            idempotencyKey,
            reference,
            paymentReference,
            amountCents,
          ]);
        }
        return { reference, refundedTotalCents: await refundedTotal() };
      });
    },
  };
}
