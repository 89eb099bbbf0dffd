import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directorSearchResponseSchema, type DirectorSearchResponse } from '@registre/domain';
import { createDirectorsDatabase, getFrom, type DirectorsDatabase } from './fixtures/directors-database';
import { COMPANIES, PEOPLE } from './fixtures/rne-directors-fixture';

let fixture: DirectorsDatabase;
beforeAll(async () => {
  fixture = await createDirectorsDatabase();
});
afterAll(async () => {
  await fixture?.close();
});

async function search(query: string): Promise<DirectorSearchResponse> {
  const response = await getFrom(fixture.api, `/api/search/directors?${query}`);
  expect(response.statusCode, query).toBe(200);
  return directorSearchResponseSchema.parse(response.json());
}

const ids = (result: DirectorSearchResponse) => result.data.map((item) => item.id);

describe('director search relevance', () => {
  /** [query, the person who must come first] */
  const cases: Array<[string, keyof typeof PEOPLE]> = [
    ['JEAN-PIERRE ROUSSEL', 'jeanPierre'],
    ['roussel jean pierre', 'jeanPierre'],
    ['Jean Pierre Roussel', 'jeanPierre'],
    ['roussel', 'jeanPierre'],
    ['françois barthélemy-duval', 'francois'],
    ['FRANCOIS BARTHELEMY DUVAL', 'francois'],
    ['barthelemy duval', 'francois'],
    // typos
    ['rousel jean-pierre', 'jeanPierre'],
    ['barthelemi duval', 'francois'],
    ['francois barthelemy-duvall', 'francois'],
    // the last name and the first first name
    ['elodie marchand', 'elodie'],
  ];

  it.each(cases)('"%s" finds %s first', async (query, person) => {
    const result = await search(`name=${encodeURIComponent(query)}`);
    const expected = await fixture.personId(PEOPLE[person]);
    if (person === 'elodie') {
      // Two ÉLODIE ANNE MARCHAND (homonyms), as many current mandates: the one with more mandates in all first.
      expect(ids(result).slice(0, 2)).toEqual([expected, await fixture.personId(PEOPLE.elodieHomonym)]);
    } else {
      expect(ids(result)[0]).toBe(expected);
    }
  });

  it('ranks exact last-name matches before first-name matches, and by current mandates among them', async () => {
    const result = await search('name=petitjean');
    expect(ids(result)).toEqual([
      await fixture.personId(PEOPLE.petitjeanBusy),
      await fixture.personId(PEOPLE.petitjeanQuiet),
      await fixture.personId(PEOPLE.petitjeanFirstName),
    ]);
    expect(result.data[0]?.current_mandates_count).toBe(2);
    expect(result.data[1]?.current_mandates_count).toBe(1);
  });

  it('lists a person once with all their companies and roles', async () => {
    const result = await search('name=roussel');
    expect(result.data).toHaveLength(1);
    const [item] = result.data;
    expect(item?.companies_count).toBe(2);
    expect(item?.companies.map((entry) => entry.company.siren).sort()).toEqual([COMPANIES.software, COMPANIES.grocery].sort());
    const grocery = item?.companies.find((entry) => entry.company.siren === COMPANIES.grocery);
    expect(grocery?.roles.map((role) => [role.code, role.is_current])).toEqual([
      ['30', true],
      ['65', false],
    ]);
    expect(item).toMatchObject({ name: 'JEAN-PIERRE ROUSSEL', birth_date: '1975-03', current_mandates_count: 2 });
  });

  it('filters by year of birth', async () => {
    const elodie = await fixture.personId(PEOPLE.elodie);
    const homonym = await fixture.personId(PEOPLE.elodieHomonym);
    expect(ids(await search('name=marchand&birth_year=1980'))).toEqual([elodie]);
    expect(ids(await search('name=marchand&birth_year=1990'))).toEqual([homonym]);
    expect(ids(await search('name=marchand&birth_year=1991'))).toEqual([]);
    const both = await search('name=marchand');
    expect(both.data.map((item) => item.birth_date).sort()).toEqual(['1980-06', '1990-02']);
  });

  it('never finds a non-diffusible person by name', async () => {
    for (const query of ['cache camille', 'CACHÉ', 'camille']) {
      const result = await search(`name=${encodeURIComponent(query)}`);
      expect(JSON.stringify(result)).not.toMatch(/CACH/);
      expect(ids(result)).not.toContain(await fixture.personId(PEOPLE.camille));
    }
  });

  it('finds nothing for a name nobody has', async () => {
    const result = await search('name=zyxwvutsrq');
    expect(result).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0, total_is_exact: true, last_page: 1 } });
  });
});
