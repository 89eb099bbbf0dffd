import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from '../support/accounts';
import type { SessionClient } from '../support/session-client';
import { cardFields, createBillingTestApp, IDENTITY, type BillingTestApp } from './billing-test-app';
import { fuzzRuns } from '../../../../test/helpers/fuzz-runs';

/** Billing's calls fed random and hostile bodies by a signed-in, CSRF-holding client: never a 5xx. */
let t: BillingTestApp;
let client: SessionClient;
beforeAll(async () => {
  t = await createBillingTestApp({ LOG_LEVEL: 'silent' });
  client = (await registerClient(t.app)).client;
}, 60_000);
afterAll(async () => t?.close());

const hostile = fc.oneof(
  fc.constantFrom("' OR 1=1 --", '\u0000', 'a'.repeat(5000), '-1', '1e309', 'NaN', '[]', '{}', ' ', '9'.repeat(40), '4242424242424242', '💥'.repeat(30)),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
);
const field = fc.oneof(hostile, fc.integer(), fc.boolean(), fc.constant(null), fc.array(hostile, { maxLength: 3 }));
const card = fc.oneof(fc.constant(cardFields()), fc.record({ card_number: field, exp_month: field, exp_year: field, cvc: field, cardholder_name: field }, { requiredKeys: [] }), field);
const purchaseBody = fc.record(
  {
    ...Object.fromEntries(Object.keys(IDENTITY).map((key) => [key, fc.oneof(fc.constant((IDENTITY as Record<string, string>)[key]), field)])),
    card,
    withdrawal_waiver: fc.oneof(fc.constant(true), field),
    terms_accepted: fc.oneof(fc.constant(true), field),
    pre_order_id: fc.oneof(fc.uuid(), field),
    email: fc.oneof(fc.emailAddress(), field),
    password: fc.oneof(fc.constant('Tournesol-Bleu-42'), field),
    password_confirmation: fc.oneof(fc.constant('Tournesol-Bleu-42'), field),
    approve: field,
    token: field,
    contract_reference: field,
  },
  { requiredKeys: [] },
);

const POSTS = ['/api/register-and-subscribe', '/api/subscriptions', '/api/subscription/cancel', '/api/cancellation-requests', '/api/cancellation-requests/confirm', '/api/cancellation-requests/preview', '/api/payments/{id}/challenge'];
const GETS = ['/api/subscription', '/api/invoices', '/api/config/cardholder-name', '/api/payments/{id}', '/invoices/{id}/download'];

describe('billing routes under fuzzing', () => {
  it('answers no 5xx to random bodies and ids', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), fc.oneof(fc.uuid(), hostile), fc.oneof(purchaseBody, fc.jsonValue({ maxDepth: 2 })), async (path, id, body) => {
        const response = await client.post(path.replace('{id}', encodeURIComponent(id)), body);
        expect(response.statusCode, `${path} ${JSON.stringify(body).slice(0, 300)} → ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: fuzzRuns(150) },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GETS), fc.oneof(fc.uuid(), hostile), async (path, id) => {
        const response = await client.get(path.replace('{id}', encodeURIComponent(id)));
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: fuzzRuns(60) },
    );
  }, 120_000);
});
