import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directorPersonalResponseSchema, directorProfileResponseSchema, ND, type DirectorProfile } from '@registre/domain';
import { createDirectorsDatabase, getFrom, type DirectorsDatabase } from './fixtures/directors-database';
import { COMPANIES, PEOPLE } from './fixtures/rne-directors-fixture';

let fixture: DirectorsDatabase;
beforeAll(async () => {
  fixture = await createDirectorsDatabase();
});
afterAll(async () => {
  await fixture?.close();
});

const get = (url: string) => getFrom(fixture.api, url);

async function profile(id: number): Promise<DirectorProfile> {
  const response = await get(`/api/directors/${id}`);
  expect(response.statusCode).toBe(200);
  return directorProfileResponseSchema.parse(response.json()).data;
}

describe('GET /api/directors/:id', () => {
  it("lists a person with mandates in several companies once, with every company and role", async () => {
    const id = await fixture.personId(PEOPLE.jeanPierre);
    const data = await profile(id);
    expect(data).toMatchObject({
      id,
      kind: 'natural',
      is_diffusible: true,
      name: 'JEAN-PIERRE ROUSSEL',
      last_name: 'ROUSSEL',
      first_names: 'JEAN-PIERRE',
      slug: 'jean-pierre-roussel',
      page_path: `/dirigeants/${id}/jean-pierre-roussel`,
      current_companies_count: 2,
      past_companies_count: 1,
    });
    expect(data.mandates.current.map((entry) => entry.company.siren).sort()).toEqual([COMPANIES.software, COMPANIES.grocery].sort());
    const grocery = data.mandates.current.find((entry) => entry.company.siren === COMPANIES.grocery);
    expect(grocery?.company).toMatchObject({ name: 'EPICERIE DES HALLES', status: 'active', naf: { code: '47.11B' } });
    expect(grocery?.roles).toEqual([{ code: '30', label: 'Gérant', start_date: '2020-01-01', end_date: null, is_current: true }]);
  });

  it('separates past mandates from current ones, with their end dates', async () => {
    const jeanPierre = await profile(await fixture.personId(PEOPLE.jeanPierre));
    expect(jeanPierre.mandates.past).toHaveLength(1);
    expect(jeanPierre.mandates.past[0]?.company.siren).toBe(COMPANIES.grocery);
    expect(jeanPierre.mandates.past[0]?.roles).toEqual([
      { code: '65', label: expect.any(String), start_date: '2016-01-01', end_date: '2019-12-31', is_current: false },
    ]);
    const elodie = await profile(await fixture.personId(PEOPLE.elodie));
    expect(elodie.mandates.current.map((entry) => entry.company.siren)).toEqual([COMPANIES.software]);
    expect(elodie.mandates.past.map((entry) => entry.company.siren)).toEqual([COMPANIES.bakery]);
    expect(elodie.mandates.past[0]?.roles[0]).toMatchObject({ end_date: '2014-06-30', is_current: false });
    for (const entry of [...elodie.mandates.current, ...jeanPierre.mandates.current]) {
      expect(entry.roles.every((role) => role.is_current && role.end_date === null)).toBe(true);
    }
  });

  it('counts the other persons who share the same name', async () => {
    const elodie = await profile(await fixture.personId(PEOPLE.elodie));
    const homonym = await profile(await fixture.personId(PEOPLE.elodieHomonym));
    expect(elodie.id).not.toBe(homonym.id);
    expect(elodie.homonyms_count).toBe(1);
    expect(homonym.homonyms_count).toBe(1);
    expect((await profile(await fixture.personId(PEOPLE.francois))).homonyms_count).toBe(0);
  });

  it('shows a legal-entity director by its name and SIREN', async () => {
    const { rows } = await fixture.database.pool.query<{ id: string }>('SELECT id FROM persons WHERE legal_siren = $1', [COMPANIES.holding]);
    const data = await profile(Number(rows[0]?.id));
    expect(data).toMatchObject({ kind: 'legal', name: 'HOLDING DES SOURCES', legal_siren: COMPANIES.holding, last_name: null, first_names: null });
    expect(data.mandates.current[0]?.company.siren).toBe(COMPANIES.software);
  });

  it('hides every personal field of a non-diffusible person and gives no slug', async () => {
    const id = await fixture.personId(PEOPLE.camille);
    const response = await get(`/api/directors/${id}`);
    expect(response.body).not.toMatch(/CACH|CAMILLE|camille/i);
    const data = directorProfileResponseSchema.parse(response.json()).data;
    expect(data).toMatchObject({ is_diffusible: false, name: ND, last_name: ND, first_names: ND, slug: null, page_path: `/dirigeants/${id}/dirigeant`, homonyms_count: 0 });
    expect(data.mandates.current[0]?.company).toMatchObject({ siren: COMPANIES.hidden, is_diffusible: false });
  });

  it('answers 404 for an unknown id and 400 for an unreadable one', async () => {
    const unknown = await get('/api/directors/987654321');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'errors:directors.not-found' });
    for (const bad of ['abc', '0', '-1', '1.5', '12345678901234567890', '%20']) {
      const response = await get(`/api/directors/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message, bad).toBe('errors:directors.invalid-id');
    }
  });

  it('is publicly cacheable with an ETag and answers 304 to a matching If-None-Match', async () => {
    const id = await fixture.personId(PEOPLE.francois);
    const first = await get(`/api/directors/${id}`);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = String(first.headers.etag);
    const again = await getFrom(fixture.api, `/api/directors/${id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/directors/:id/personal', () => {
  it('gives the month and year of birth, never the day, and the nationality', async () => {
    const id = await fixture.personId(PEOPLE.elodie);
    const response = await get(`/api/directors/${id}/personal`);
    expect(response.statusCode).toBe(200);
    expect(directorPersonalResponseSchema.parse(response.json()).data).toEqual({ id, is_diffusible: true, birth_date: '1980-06', nationality: 'Française' });
    expect(response.body).not.toMatch(/1980-06-21|\b21\b/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says nothing about a non-diffusible person', async () => {
    const id = await fixture.personId(PEOPLE.camille);
    const response = await get(`/api/directors/${id}/personal`);
    expect(directorPersonalResponseSchema.parse(response.json()).data).toEqual({ id, is_diffusible: false, birth_date: ND, nationality: ND });
  });

  it('has nothing to say about a legal entity, and 404 for an unknown id', async () => {
    const { rows } = await fixture.database.pool.query<{ id: string }>('SELECT id FROM persons WHERE legal_siren = $1', [COMPANIES.holding]);
    const response = await get(`/api/directors/${rows[0]?.id}/personal`);
    expect(response.json().data).toMatchObject({ birth_date: null, nationality: null, is_diffusible: true });
    expect((await get('/api/directors/987654321/personal')).statusCode).toBe(404);
  });
});
