import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingTestApp, type BillingTestApp } from './billing-test-app';

/** `GET /api/config/offer`: what the prices, payment and legal pages read from the configuration. */
describe('GET /api/config/offer', () => {
  let bare: BillingTestApp;
  let configured: BillingTestApp;
  beforeAll(async () => {
    bare = await createBillingTestApp();
    configured = await createBillingTestApp({
      PUBLISHER_PHONE: '+33 1 23 45 67 89',
      HOST_PHONE: '01 98 76 54 32',
      MEDIATOR_NAME: 'Médiateur de test des services en ligne',
      MEDIATOR_ADDRESS: '1 place de la Médiation, 75001 Paris',
      MEDIATOR_WEBSITE: 'https://mediateur.example.fr',
      MAIL_OPERATOR_NAME: 'Messagerie Exemple SAS',
    });
  }, 120_000);
  afterAll(async () => {
    await bare?.close();
    await configured?.close();
  });

  it('claims no mediator, phone or mail operator that is not configured, and gives the prices HT computed on the server', async () => {
    const { data } = (await bare.app.inject({ method: 'GET', url: '/api/config/offer' })).json();
    expect(data.mediator).toBeNull();
    expect(data.mail_operator).toBeNull();
    expect(data.publisher.phone).toBeNull();
    expect(data.host.phone).toBeNull();
    expect(data.plan).toMatchObject({ trial_price_cents: 299, renewal_price_cents: 3990 });
    expect(data.prices_ht).toEqual({ vat_rate_basis_points: 2000, trial_price_ht_cents: 249, renewal_price_ht_cents: 3325 });
  });

  it('names the configured mediator, phones and mail operator', async () => {
    const { data } = (await configured.app.inject({ method: 'GET', url: '/api/config/offer' })).json();
    expect(data.mediator).toEqual({ name: 'Médiateur de test des services en ligne', address: '1 place de la Médiation, 75001 Paris', website: 'https://mediateur.example.fr' });
    expect(data.publisher.phone).toBe('+33 1 23 45 67 89');
    expect(data.host.phone).toBe('01 98 76 54 32');
    expect(data.mail_operator).toBe('Messagerie Exemple SAS');
  });
});
