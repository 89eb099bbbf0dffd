import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complementaryInformationsResponseSchema, vatNumberFromSiren } from '@registre/domain';
import { createSessionClient, type SessionClient } from '../support/session-client';
import type { TestApp } from '../test-app';
import { createProfileFixtureApp } from './profile-fixture-app';
import { PROFILE, SIRETS } from './profile-fixture';

const URL = '/api/companies/complementary-informations';
let t: TestApp;
let client: SessionClient;

beforeAll(async () => {
  t = await createProfileFixtureApp();
  client = createSessionClient(t.app);
});
afterAll(() => t?.close());

describe('POST /api/companies/complementary-informations', () => {
  it('answers each identifier in the order sent: SIREN → head office, SIRET → that establishment, unknown → found false', async () => {
    const spaced = `${SIRETS.lyon.slice(0, 3)} ${SIRETS.lyon.slice(3, 6)} ${SIRETS.lyon.slice(6, 9)} ${SIRETS.lyon.slice(9)}`;
    const response = await client.post(URL, { ids: [SIRETS.closedShop, PROFILE.company, spaced, '732829320', Number(PROFILE.bare).toString()] });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = complementaryInformationsResponseSchema.parse(response.json());
    expect(data.map((d) => [d.id, d.found])).toEqual([
      [SIRETS.closedShop, true],
      [PROFILE.company, true],
      [SIRETS.lyon, true],
      ['732829320', false],
      [PROFILE.bare, true],
    ]);
    expect(data[0]).toMatchObject({ siren: PROFILE.company, name: 'ATELIERS DU CANAL', establishment: { siret: SIRETS.closedShop, status: 'closed', is_head_office: false, city: 'RENNES' } });
    expect(data[1]).toMatchObject({ establishment: { siret: SIRETS.headOffice, is_head_office: true, status: 'open' }, vat_number: vatNumberFromSiren(PROFILE.company), legal_form: { code: '5710' } });
    expect(data[2]?.establishment).toMatchObject({ siret: SIRETS.lyon, address: '3 AV DE LA GARE', postcode: '69003' });
    expect(data[3]).toMatchObject({ name: null, establishment: null, status: null });
  });

  it('says found false for an unknown SIRET of a known company, and hides a non-diffusible address', async () => {
    const unknownSiret = `${PROFILE.company}99999`;
    const { data } = complementaryInformationsResponseSchema.parse((await client.post(URL, { ids: [unknownSiret, SIRETS.hiddenTrader] })).json());
    expect(data[0]).toMatchObject({ id: unknownSiret, found: false });
    expect(data[1]).toMatchObject({ found: true, name: '[ND]', establishment: { address: '[ND]', city: 'BORDEAUX' } });
  });

  it.each([
    [{ ids: [] }, 'ids'],
    [{ ids: Array.from({ length: 51 }, () => PROFILE.company) }, 'ids'],
    [{ ids: ['abc'] }, 'ids.0'],
    [{ ids: ['1234567890'] }, 'ids.0'],
    [{ ids: 'not-a-list' }, 'ids'],
    [{}, 'ids'],
  ])('answers 400 with message keys for %j', async (body, field) => {
    const response = await client.post(URL, body);
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toContain(field);
    for (const key of Object.values(errors).flat()) expect(key).toMatch(/^errors:/);
  });

  it('is never cached', async () => {
    const response = await client.post(URL, { ids: [PROFILE.company] });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
