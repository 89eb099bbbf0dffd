import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from '../support/accounts';
import { CARDS, createBillingTestApp, purchase, type BillingTestApp } from './billing-test-app';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp({ SELLER_LEGAL_NAME: 'Registre Clair SAS', SELLER_RCS: 'RCS Paris 912 345 674' }, '2026-12-31T23:30:00Z');
}, 60_000);
afterAll(async () => t?.close());

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n');
}

describe('invoices', () => {
  it('numbers invoices per Paris year without gaps, also under parallel payments', async () => {
    const clients = await Promise.all([1, 2, 3, 4].map(() => registerClient(t.app)));
    // 23:30 UTC on 31 December is already 2027 in Paris.
    const answers = await Promise.all(clients.map(({ client }) => client.post('/api/subscriptions', purchase())));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const { rows } = await t.database.pool.query<{ number: string }>('SELECT number FROM billing_invoices ORDER BY sequence');
    expect(rows.map((r) => r.number)).toEqual(['FA-2027-000001', 'FA-2027-000002', 'FA-2027-000003', 'FA-2027-000004']);
  });

  it('downloads the owner’s invoice as a PDF with the mandatory mentions; another user gets 404', async () => {
    const { client } = await registerClient(t.app);
    expect((await client.post('/api/subscriptions', purchase('4242 4242 4242 4242', { vat_number: 'FR40303265045' }))).statusCode).toBe(201);
    const [invoice] = (await client.get('/api/invoices')).json().data;
    const response = await client.get(invoice.download_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    for (const mention of [
      'FACTURE',
      invoice.number,
      'Registre Clair SAS',
      'SIREN 912345674',
      'RCS Paris 912 345 674',
      'FR27912345674',
      'Durand Conseil',
      'Marie Durand',
      'FR40303265045',
      'Accès découverte – 7 jours',
      'Total HT',
      '2,49 €',
      'TVA 20 %',
      '0,50 €',
      'Total TTC',
      '2,99 €',
      'VISA se terminant par 4242',
      '01/01/2027',
    ]) {
      expect(text).toContain(mention);
    }
    // Served again from the file storage, byte for byte.
    expect((await client.get(invoice.download_url)).rawPayload.equals(response.rawPayload)).toBe(true);

    const { client: stranger } = await registerClient(t.app);
    expect((await stranger.get(invoice.download_url)).statusCode).toBe(404);
    expect((await stranger.get('/invoices/not-a-uuid/download')).statusCode).toBe(400);
  }, 30_000);

  it('names a business buyer by company, address, SIREN and VAT number, with the contract reference and HT beside TTC', async () => {
    const { client } = await registerClient(t.app);
    const business = {
      buyer_type: 'business',
      company_name: 'Boulangerie du Canal',
      siren: '552 081 317',
      address_line: '4 quai de Valmy',
      postcode: '75010',
      city: 'Paris',
      vat_number: 'FR03552081317',
      firstname: 'Paul',
      lastname: 'Martin',
    };
    expect((await client.post('/api/subscriptions', purchase(CARDS.succeeds, business))).statusCode).toBe(201);
    const reference = (await client.get('/api/subscription')).json().data.contract_reference as string;
    const [invoice] = (await client.get('/api/invoices')).json().data;
    const text = (await pdfText((await client.get(invoice.download_url)).rawPayload)).replace(/\s+/g, ' ');
    for (const mention of [
      'Boulangerie du Canal',
      'Paul Martin',
      '4 quai de Valmy',
      '75010 Paris',
      'France',
      'SIREN 552081317',
      'N° TVA intracommunautaire : FR03552081317',
      `Référence du contrat : ${reference}`,
      'Montant HT',
      'Total HT 2,49 €',
      'TVA 20 % 0,50 €',
      'Total TTC 2,99 €',
    ]) {
      expect(text).toContain(mention);
    }
  }, 30_000);

  it('refuses a business buyer without a valid SIREN, with field keys', async () => {
    const { client } = await registerClient(t.app);
    const missing = await client.post('/api/subscriptions', purchase(CARDS.succeeds, { buyer_type: 'business', company_name: 'Boulangerie du Canal' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ siren: ['errors:billing.siren-required'] });
    const invalid = await client.post('/api/subscriptions', purchase(CARDS.succeeds, { buyer_type: 'business', company_name: 'Boulangerie du Canal', siren: '552081318', address_line: '' }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({ siren: ['errors:billing.siren-invalid'], address_line: ['common:input.error-message.required'] });
  });

  it('still renders an invoice issued before the full address was collected (postcode only)', async () => {
    const { client } = await registerClient(t.app);
    expect((await client.post('/api/subscriptions', purchase())).statusCode).toBe(201);
    const [invoice] = (await client.get('/api/invoices')).json().data;
    await t.database.pool.query(`UPDATE billing_invoices SET buyer = $2 WHERE id = $1`, [invoice.id, JSON.stringify({ name: 'Marie Durand', company_name: 'Durand Conseil', postcode: '75011', vat_number: null })]);
    const response = await client.get(invoice.download_url);
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    for (const mention of ['Durand Conseil', 'Marie Durand', 'Code postal : 75011', 'Total TTC 2,99 €']) expect(text).toContain(mention);
  }, 30_000);
});
