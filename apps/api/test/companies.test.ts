import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_SIREN } from '@registre/db';
import { companyIdentityResponseSchema, isValidSiren } from '@registre/domain';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function sirenWhere(condition: string): Promise<string> {
  const result = await t.pool.query<{ siren: string }>(`SELECT siren FROM companies WHERE ${condition} ORDER BY siren LIMIT 1`);
  const siren = result.rows[0]?.siren;
  if (!siren) throw new Error(`the demo data has no company where ${condition}`);
  return siren;
}

describe('GET /api/companies/:siren', () => {
  it("returns a company's identity from the database", async () => {
    const response = await get(`/api/companies/${DEMO_COMPANY_SIREN}`);
    expect(response.statusCode).toBe(200);
    const { data } = companyIdentityResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      siren: DEMO_COMPANY_SIREN,
      name: 'BOULANGERIE DU CANAL',
      is_diffusible: true,
      legal_form: { code: '5710', label: 'SAS, société par actions simplifiée' },
      naf: { code: '10.71C', label: 'Boulangerie et boulangerie-pâtisserie' },
      creation_date: '2015-03-12',
      status: 'active',
      closure_date: null,
    });
    expect(data.head_office).toMatchObject({ address: '12 RUE DE LA ROQUETTE', postcode: '75011', city: 'PARIS', department_code: '75' });
    expect(data.head_office?.siret.startsWith(DEMO_COMPANY_SIREN)).toBe(true);
    const siren = Number(DEMO_COMPANY_SIREN);
    expect(data.vat_number).toBe(`FR${String((12 + 3 * (siren % 97)) % 97).padStart(2, '0')}${DEMO_COMPANY_SIREN}`);
  });

  it('every demo company has a valid SIREN and answers 200', async () => {
    const { rows } = await t.pool.query<{ siren: string }>('SELECT siren FROM companies');
    expect(rows.length).toBeGreaterThan(10);
    for (const { siren } of rows) {
      expect(isValidSiren(siren), siren).toBe(true);
      expect((await get(`/api/companies/${siren}`)).statusCode).toBe(200);
    }
  });

  it('left-pads a short SIREN and accepts spaces', async () => {
    const padded = await get(`/api/companies/${encodeURIComponent(DEMO_COMPANY_SIREN.replace(/^0+/, ''))}`);
    expect(padded.statusCode).toBe(200);
    const spaced = `${DEMO_COMPANY_SIREN.slice(0, 3)} ${DEMO_COMPANY_SIREN.slice(3, 6)} ${DEMO_COMPANY_SIREN.slice(6)}`;
    const response = await get(`/api/companies/${encodeURIComponent(spaced)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.siren).toBe(DEMO_COMPANY_SIREN);
  });

  it('answers 404 with a message key for an unknown SIREN', async () => {
    const response = await get('/api/companies/732829320');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'errors:company.not-found' });
  });

  it.each(['abc', '12345678901', '1234567890123456', '55208131a', '%27%20OR%201%3D1', '-1'])(
    'answers 400 with a message key for the invalid identifier %s',
    async (input) => {
      const response = await get(`/api/companies/${input}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('errors:company-id.invalid');
    },
  );

  it('shows a closed company as closed with its closure date', async () => {
    const siren = await sirenWhere(`administrative_status = 'C'`);
    const { data } = (await get(`/api/companies/${siren}`)).json();
    expect(data.status).toBe('closed');
    expect(data.closure_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('hides the personal data of a non-diffusible unit behind [ND]', async () => {
    const siren = await sirenWhere(`diffusion_status <> 'O'`);
    const { data } = (await get(`/api/companies/${siren}`)).json();
    expect(data.is_diffusible).toBe(false);
    expect(data.head_office.address).toBe('[ND]');
    const row = (await t.pool.query('SELECT legal_category_code FROM companies WHERE siren = $1', [siren])).rows[0];
    if (row.legal_category_code === '1000') expect(data.name).toBe('[ND]');
  });

  it("names a sole trader by the person's name", async () => {
    const siren = await sirenWhere(`legal_category_code = '1000' AND diffusion_status = 'O'`);
    const { data } = (await get(`/api/companies/${siren}`)).json();
    const person = (await t.pool.query('SELECT last_name, usage_name FROM companies WHERE siren = $1', [siren])).rows[0];
    expect(data.name).toContain((person.usage_name ?? person.last_name).toUpperCase());
  });
});
