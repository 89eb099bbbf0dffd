import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@registre/domain';
import { newAccount, registerClient } from '../support/accounts';
import { listMails } from '../support/mailbox';
import { createSessionClient } from '../support/session-client';
import { runBillingLifecycle } from '../../src/modules/billing';
import { CARDS, createBillingTestApp, purchase, uniqueCard, type BillingTestApp } from './billing-test-app';
import { HOSTING_ATTESTATION_FIELDS } from '../support/template-order-fields';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
}, 60_000);
afterAll(async () => t?.close());

const waitForMail = async (to: string, subject: RegExp, timeoutMs = 8000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await listMails(t.mailDir)).find((m) => m.to.includes(to) && subject.test(m.decoded.replace(/\s+/g, ' ')));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

function registration(card: string = CARDS.succeeds, extra: Record<string, unknown> = {}) {
  const account = newAccount();
  return { email: account.email, password: account.password, password_confirmation: account.password, ...purchase(card, extra) };
}

describe('POST /api/register-and-subscribe (sandbox)', () => {
  it('creates the account signed in, charges the trial once, grants access and calls the access-granted hook', async () => {
    const client = createSessionClient(t.app);
    await client.fetchCsrfCookie();
    const preOrderId = '6f1b2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const body = registration(CARDS.succeeds, { pre_order_id: preOrderId });
    const response = await client.post('/api/register-and-subscribe', body);
    expect(response.statusCode, response.body).toBe(201);
    const outcome = response.json().data;
    expect(outcome).toMatchObject({ outcome: 'succeeded', amount_cents: 299, redirect: `/successful-payment?pre_order=${preOrderId}` });

    const me = await client.get('/api/me');
    expect(me.json()).toMatchObject({ email: body.email });
    const subscription = (await client.get('/api/subscription')).json().data;
    expect(subscription).toMatchObject({
      status: 'trialing',
      is_trial_period: true,
      cancel_at_period_end: false,
      current_period_start: '2026-03-02T09:00:00.000Z',
      current_period_end: '2026-03-09T09:00:00.000Z',
      next_charge: { date: '2026-03-09T09:00:00.000Z', amount_cents: 3990 },
      quotas: { kbis: { limit: 3, used: 0, left: 3 } },
      card: { brand: 'visa', last4: '4242' },
    });
    expect(subscription.contract_reference).toMatch(/^RC-[A-Z2-9]{8}$/);

    const invoices = (await client.get('/api/invoices')).json().data;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ number: 'FA-2026-000001', kind: 'invoice', amount_ttc_cents: 299, amount_ht_cents: 249, vat_cents: 50, description: 'Accès découverte – 7 jours' });

    expect(t.granted.at(-1)).toMatchObject({ userId: me.json().id, preOrderId, now: new Date('2026-03-02T09:00:00Z') });
    expect(t.granted.at(-1)?.sessionIdHash).toMatch(/^[\w-]{43}$/);
    const mail = await waitForMail(body.email, /accès découverte est ouvert/);
    expect(mail.decoded.replace(/\s+/g, ' ')).toContain('39,90 € TTC / mois');
    // The invoice is not only quoted: the mail says where to download it.
    expect(mail.decoded.replace(/\s+/g, ' ')).toMatch(/facture FA-2026-000001 se télécharge dans votre espace client : https?:\/\/\S+\/mon-compte\/factures/);
    expect(mail.decoded.replace(/\s+/g, ' ')).toMatch(/Il comprend (?:[01] fiche|[2-9]\d* fiches) d'information registre \(non officielles?\)\./);
  });

  it('answers 422 with field keys for a bad billing identity or card, and creates nothing', async () => {
    const client = createSessionClient(t.app);
    const body = registration(CARDS.succeeds, { company_name: 'x'.repeat(81), city: ' ', country: 'France', postcode: '7501A', firstname: 'x'.repeat(81), withdrawal_waiver: false });
    body.card.card_number = '4242 4242 4242 4241';
    body.card.cvc = '12';
    const response = await client.post('/api/register-and-subscribe', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      company_name: ['common:input.error-message.max-length'],
      city: ['common:input.error-message.required'],
      country: ['errors:billing.country-invalid'],
      postcode: ['common:input.error-message.postcode-numeric'],
      firstname: ['common:input.error-message.max-length'],
      withdrawal_waiver: ['errors:billing.withdrawal-waiver-required'],
      'card.card_number': ['errors:billing.card.number-invalid'],
      'card.cvc': ['errors:billing.card.cvc-invalid'],
    });
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [body.email]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses an expired card before creating the account', async () => {
    const client = createSessionClient(t.app);
    const body = registration();
    body.card.exp_year = 2026;
    body.card.exp_month = 2;
    const response = await client.post('/api/register-and-subscribe', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'card.exp_year': ['errors:billing.card.expired'] });
  });

  it('answers 402 for a declined card; the account stays signed in and can pay with another card', async () => {
    const client = createSessionClient(t.app);
    const body = registration(CARDS.declined);
    const declined = await client.post('/api/register-and-subscribe', body);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'errors:billing.card.declined', errors: { card: ['errors:billing.card.declined'] } });
    expect((await client.get('/api/subscription')).json().data).toMatchObject({ status: 'incomplete', quotas: { kbis: { left: 0 } } });
    const retry = await client.post('/api/subscriptions', purchase(CARDS.succeeds));
    expect(retry.statusCode, retry.body).toBe(201);
    expect((await client.get('/api/subscription')).json().data.status).toBe('trialing');
    const { rows } = await t.database.pool.query(`SELECT attempt, status FROM billing_payments p JOIN users u ON u.id = p.user_id WHERE u.email = $1 ORDER BY attempt`, [body.email]);
    expect(rows).toEqual([
      { attempt: 1, status: 'failed' },
      { attempt: 2, status: 'succeeded' },
    ]);
  });

  /** A guest's pre-order of a letter (no register needed), as the site's order button makes it. */
  async function guestPreOrder() {
    const guest = createSessionClient(t.app);
    await guest.fetchCsrfCookie();
    const pre = await guest.post('/api/document/attestation-hebergement/order', { fields: HOSTING_ATTESTATION_FIELDS });
    expect(pre.statusCode, pre.body).toBe(202);
    return { guest, preOrderId: pre.json().data.pre_order.id as string };
  }

  async function expectOrderedOnce(client: ReturnType<typeof createSessionClient>, preOrderId: string) {
    const read = await client.get(`/api/pre-orders/${preOrderId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ state: 'ordered', order: { id: expect.any(String) } });
    const { rows } = await t.database.pool.query(`SELECT count(*)::int AS n FROM orders o JOIN pre_orders p ON p.order_id = o.id WHERE p.id = $1`, [preOrderId]);
    expect(rows[0].n).toBe(1);
    const orders = (await client.get('/api/orders')).json().data;
    expect(orders.filter((order: { id: string }) => order.id === read.json().data.order.id)).toHaveLength(1);
  }

  it("orders a guest's pre-order once after a declined card then a retry with a good card", async () => {
    const { guest, preOrderId } = await guestPreOrder();
    const declined = await guest.post('/api/register-and-subscribe', registration(CARDS.declined, { pre_order_id: preOrderId }));
    expect(declined.statusCode).toBe(402);
    // The account was created and signed in: the pre-order is still the customer's (the page reads it back).
    expect((await guest.get(`/api/pre-orders/${preOrderId}`)).json().data).toMatchObject({ state: 'awaiting_payment' });
    const retry = await guest.post('/api/subscriptions', purchase(CARDS.succeeds, { pre_order_id: preOrderId }));
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data.redirect).toBe(`/successful-payment?pre_order=${preOrderId}`);
    await expectOrderedOnce(guest, preOrderId);
    expect((await guest.post('/api/subscriptions', purchase(CARDS.succeeds, { pre_order_id: preOrderId }))).statusCode).toBe(409);
    await expectOrderedOnce(guest, preOrderId);
  });

  it("orders a guest's pre-order once after a refused bank challenge then a retry", async () => {
    const { guest, preOrderId } = await guestPreOrder();
    const challenged = await guest.post('/api/register-and-subscribe', registration(CARDS.challenge, { pre_order_id: preOrderId }));
    expect(challenged.statusCode, challenged.body).toBe(201);
    const refused = await guest.post(`/api/payments/${challenged.json().data.payment_id}/challenge`, { approve: false });
    expect(refused.statusCode).toBe(402);
    const retry = await guest.post('/api/subscriptions', purchase(CARDS.challenge, { pre_order_id: preOrderId }));
    expect(retry.json().data.outcome).toBe('requires_action');
    const approved = await guest.post(`/api/payments/${retry.json().data.payment_id}/challenge`, { approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.redirect).toBe(`/successful-payment?pre_order=${preOrderId}`);
    await expectOrderedOnce(guest, preOrderId);
  });

  it("orders a guest's pre-order once when the guest signs in to an existing account and pays", async () => {
    const { account } = await registerClient(t.app);
    const { guest, preOrderId } = await guestPreOrder();
    const signedIn = await guest.post(AUTH_PATHS.login, { email: account.email, password: account.password });
    expect(signedIn.statusCode).toBe(204);
    // Signed in, the customer still sees what they were buying.
    expect((await guest.get(`/api/pre-orders/${preOrderId}`)).statusCode).toBe(200);
    const paid = await guest.post('/api/subscriptions', purchase(CARDS.succeeds, { pre_order_id: preOrderId }));
    expect(paid.statusCode, paid.body).toBe(201);
    await expectOrderedOnce(guest, preOrderId);
  });

  it('takes the 3184 card through the strong-authentication step (refused, then approved)', async () => {
    const { client } = await registerClient(t.app);
    const first = await client.post('/api/subscriptions', purchase(CARDS.challenge));
    expect(first.statusCode, first.body).toBe(201);
    const pending = first.json().data;
    expect(pending.outcome).toBe('requires_action');
    expect(pending.redirect).toBe(`/paiement-securise/verification?payment=${pending.payment_id}`);
    expect((await client.get(`/api/payments/${pending.payment_id}`)).json().data).toMatchObject({ status: 'requires_action', card: { brand: 'visa', last4: '3184' } });
    // A double submit while the challenge is pending answers the same payment.
    expect((await client.post('/api/subscriptions', purchase(CARDS.challenge))).json().data.payment_id).toBe(pending.payment_id);

    const stranger = (await registerClient(t.app)).client;
    expect((await stranger.post(`/api/payments/${pending.payment_id}/challenge`, { approve: true })).statusCode).toBe(404);

    const approved = await client.post(`/api/payments/${pending.payment_id}/challenge`, { approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.outcome).toBe('succeeded');
    expect((await client.get('/api/subscription')).json().data.status).toBe('trialing');
    expect((await client.post(`/api/payments/${pending.payment_id}/challenge`, { approve: false })).json().data.outcome).toBe('succeeded');

    const { client: refuser } = await registerClient(t.app);
    const other = (await refuser.post('/api/subscriptions', purchase(CARDS.challenge))).json().data;
    const refused = await refuser.post(`/api/payments/${other.payment_id}/challenge`, { approve: false });
    expect(refused.statusCode).toBe(402);
    expect((await refuser.get('/api/subscription')).json().data.status).toBe('incomplete');
  });

  it('charges once for a double submit (parallel requests, same idempotency key)', async () => {
    const { client, account } = await registerClient(t.app);
    await client.fetchCsrfCookie();
    const answers = await Promise.all([client.post('/api/subscriptions', purchase()), client.post('/api/subscriptions', purchase())]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(201);
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS charges FROM billing_sandbox_charges c JOIN billing_payments p ON p.idempotency_key = c.idempotency_key JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [account.email],
    );
    expect(rows[0].charges).toBe(1);
    const invoices = await t.database.pool.query(`SELECT count(*)::int AS n FROM billing_invoices i JOIN users u ON u.id = i.user_id WHERE u.email = $1`, [account.email]);
    expect(invoices.rows[0].n).toBe(1);
    expect((await client.post('/api/subscriptions', purchase())).statusCode).toBe(409);
  });

  it('six payment submissions at once: no deadlock, one charge, one order, and every answer is the first payment\'s outcome', async () => {
    const { client, account } = await registerClient(t.app);
    const pre = await client.post('/api/document/attestation-hebergement/order', { fields: HOSTING_ATTESTATION_FIELDS });
    expect(pre.statusCode, pre.body).toBe(202);
    const preOrderId = pre.json().data.pre_order.id;
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/subscriptions', purchase(CARDS.succeeds, { pre_order_id: preOrderId }))));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    const paid = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().data);
    expect(paid.length).toBeGreaterThan(0);
    expect(new Set(paid.map((outcome) => outcome.payment_id)).size).toBe(1);
    for (const outcome of paid) expect(outcome).toMatchObject({ outcome: 'succeeded', redirect: `/successful-payment?pre_order=${preOrderId}` });
    // The ones that came after the first had settled find an access already running.
    for (const answer of answers.filter((one) => one.statusCode !== 201)) expect(answer.json()).toMatchObject({ message: 'errors:billing.already-subscribed' });
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS charges FROM billing_sandbox_charges c JOIN billing_payments p ON p.idempotency_key = c.idempotency_key JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [account.email],
    );
    expect(rows[0].charges).toBe(1);
    await expectOrderedOnce(client, preOrderId);
  });

  it('requires a signed-in user and CSRF for /api/subscriptions, and the owner for everything', async () => {
    const guest = createSessionClient(t.app);
    expect((await guest.post('/api/subscriptions', purchase())).statusCode).toBe(401);
    expect((await guest.get('/api/subscription')).statusCode).toBe(401);
    expect((await guest.get('/api/invoices')).statusCode).toBe(401);
    const { client } = await registerClient(t.app);
    expect((await client.post('/api/subscriptions', purchase(), { xsrfToken: null })).statusCode).toBe(419);
    expect((await client.get('/api/subscription')).json()).toEqual({ data: null });
    expect((await client.get('/api/invoices')).json()).toEqual({ data: [] });
    expect((await client.get('/api/payments/not-a-uuid')).statusCode).toBe(400);
  });

  it('prefills the cardholder name for a signed-in user only', async () => {
    expect((await createSessionClient(t.app).get('/api/config/cardholder-name')).json()).toEqual({ data: { cardholder_name: null } });
    const { client } = await registerClient(t.app, { first_name: 'Jeanne', last_name: 'Moreau' });
    expect((await client.get('/api/config/cardholder-name')).json()).toEqual({ data: { cardholder_name: 'Jeanne Moreau' } });
  });

  it('never stores or logs a card number, CVC or expiry beyond brand and last four digits', async () => {
    const client = createSessionClient(t.app);
    const body = registration(CARDS.failsAtRenewal);
    body.card.cvc = '987';
    expect((await client.post('/api/register-and-subscribe', body)).statusCode).toBe(201);
    const numbers = [CARDS.succeeds, CARDS.declined, CARDS.challenge, CARDS.failsAtRenewal].flatMap((n) => [n, n.replaceAll(' ', '')]);
    const logs = t.logs.join('\n');
    expect(logs.length).toBeGreaterThan(1000);
    for (const number of numbers) expect(logs).not.toContain(number);
    const { rows } = await t.database.pool.query<{ dump: string }>(
      `SELECT string_agg(row_to_json(x)::text, '\n') AS dump FROM (
         SELECT to_jsonb(s) AS r FROM billing_subscriptions s UNION ALL SELECT to_jsonb(p) FROM billing_payments p
         UNION ALL SELECT to_jsonb(i) FROM billing_invoices i UNION ALL SELECT to_jsonb(c) FROM billing_sandbox_charges c
         UNION ALL SELECT to_jsonb(u) FROM users u UNION ALL SELECT to_jsonb(e) FROM security_events e) x`,
    );
    const dump = rows[0]?.dump ?? '';
    expect(dump).toContain('9995');
    for (const number of numbers) expect(dump).not.toContain(number);
    expect(dump).not.toContain('"987"');
    const jobs = await t.database.pool.query<{ dump: string }>(`SELECT coalesce(string_agg(data::text, '\n'), '') AS dump FROM pgboss.job`);
    for (const number of numbers) expect(jobs.rows[0]?.dump).not.toContain(number);
  });

  it('keeps the register route unchanged (sanity): e-mail taken answers 422 before any charge', async () => {
    const { account } = await registerClient(t.app);
    const client = createSessionClient(t.app);
    const body = { ...registration(), email: account.email };
    const response = await client.post('/api/register-and-subscribe', body);
    expect(response.statusCode).toBe(422);
    expect(AUTH_PATHS.register).toBe('/register');
  });
});

describe('the discovery access, once per customer', () => {
  // Each customer from an address of their own: the payment routes are rate-limited per address.
  let address = 0;
  const customer = () => createSessionClient(t.app, { remoteAddress: `198.51.100.${(address += 1)}` });

  const chargesOf = async (email: string) =>
    (
      await t.database.pool.query(
        `SELECT count(*)::int AS n FROM billing_sandbox_charges c JOIN billing_payments p ON p.idempotency_key = c.idempotency_key JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
        [email],
      )
    ).rows[0].n as number;

  it('is refused to an account that already had it, once it has ended, with the reason and no charge', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { client, account } = await registerClient(t.app, {}, `203.0.113.${(address += 1)}`);
    expect((await client.post('/api/subscriptions', purchase(uniqueCard()))).statusCode).toBe(201);
    expect((await client.post('/api/subscription/cancel')).statusCode).toBe(200);
    t.clock.set('2026-03-10T09:00:00Z');
    await runBillingLifecycle(t.billing);
    expect((await client.get('/api/subscription')).json().data.status).toBe('canceled');

    const again = await client.post('/api/subscriptions', purchase(uniqueCard()));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'errors:billing.trial-already-used' });
    expect(await chargesOf(account.email)).toBe(1);
    t.clock.set('2026-03-02T09:00:00Z');
  });

  it('is refused to a new account paying with a card that already took it, before any charge; another card passes', async () => {
    const card = uniqueCard();
    const first = customer();
    expect((await first.post('/api/register-and-subscribe', registration(card))).statusCode).toBe(201);

    const second = customer();
    const body = registration(card);
    const refused = await second.post('/api/register-and-subscribe', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'errors:billing.trial-card-already-used' });
    expect(await chargesOf(body.email)).toBe(0);
    // Unverified and new, the account is kept (signed in) and may pay with a card of its own.
    const own = await second.post('/api/subscriptions', purchase(uniqueCard()));
    expect(own.statusCode, own.body).toBe(201);
    // The fingerprint is keyed: neither the number nor its plain hash is stored.
    const { rows } = await t.database.pool.query(`SELECT card_fingerprint FROM billing_payments p JOIN users u ON u.id = p.user_id WHERE u.email = $1`, [body.email]);
    expect(rows[0].card_fingerprint).toMatch(/^sbx_fp_[\w-]{43}$/);
    expect(JSON.stringify(rows)).not.toContain(card);
  });

  it('two new accounts paying with one card at once: one access, the other refused', async () => {
    const card = uniqueCard();
    const answers = await Promise.all([0, 1].map(() => customer().post('/api/register-and-subscribe', registration(card))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it("keeps the sandbox's documented test cards usable by every tester", async () => {
    for (let n = 0; n < 2; n += 1) expect((await customer().post('/api/register-and-subscribe', registration(CARDS.succeeds))).statusCode).toBe(201);
  });
});
