import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdentityResponseSchema, isValidSiren } from '@registre/domain';
import { importSireneEstablishments, importSireneUnits } from '@registre/open-data';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/helpers/isolated-database';
import { FIXTURE, writeSireneFixture } from './fixtures/sirene-fixture';
import { createTestApp, type TestApp } from './test-app';

const DEMO_COMPANY_SIREN = FIXTURE.bakery;
let database: IsolatedDatabase;
let t: TestApp;
let shared: TestApp;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'registre-api-fixture-'));
  try {
    const files = await writeSireneFixture(dir);
    await importSireneUnits(database.pool, files.units, {});
    await importSireneEstablishments(database.pool, files.establishments, {});
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  t = await createTestApp(database.url);
  shared = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await shared?.close();
  await database?.drop();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

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

  it('answers every company of the generated register with its stored identity', async () => {
    const { rows } = await shared.pool.query<{ siren: string; denomination: string | null; naf_code: string | null }>(
      'SELECT siren, denomination, naf_code FROM companies ORDER BY siren LIMIT 300',
    );
    expect(rows.length).toBe(300);
    for (const row of rows) {
      expect(isValidSiren(row.siren), row.siren).toBe(true);
      const response = await shared.app.inject({ method: 'GET', url: `/api/companies/${row.siren}` });
      expect(response.statusCode, row.siren).toBe(200);
      const { data } = companyIdentityResponseSchema.parse(response.json());
      expect(data.naf?.code ?? null).toBe(row.naf_code);
      if (row.denomination && data.is_diffusible) expect(data.name).toBe(row.denomination);
    }
  });

  it('left-pads a short SIREN and accepts spaces', async () => {
    const padded = await get('/api/companies/123455');
    expect(padded.statusCode).toBe(200);
    expect(padded.json().data).toMatchObject({ siren: FIXTURE.leadingZeros, name: 'ATELIERS REUNIS DU PORT' });
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
    const { data } = (await get(`/api/companies/${FIXTURE.closed}`)).json();
    expect(data).toMatchObject({ name: 'TRANSPORTS DE LA PLAINE', status: 'closed', closure_date: '2019-12-31' });
  });

  it('hides the personal data of a non-diffusible unit behind [ND]', async () => {
    const { data } = (await get(`/api/companies/${FIXTURE.hiddenSoleTrader}`)).json();
    expect(data).toMatchObject({ name: '[ND]', is_diffusible: false });
    expect(data.head_office).toMatchObject({ address: '[ND]', postcode: '33000', city: 'BORDEAUX' });
  });

  it("names a sole trader by the person's name", async () => {
    const { data } = (await get(`/api/companies/${FIXTURE.soleTrader}`)).json();
    expect(data).toMatchObject({ name: 'CLAIRE DURAND', is_diffusible: true, legal_form: { code: '1000', label: 'Entrepreneur individuel' } });
    expect(data.head_office).toMatchObject({ address: '8 RUE DES LILAS', postcode: '35000', city: 'RENNES' });
  });
});
