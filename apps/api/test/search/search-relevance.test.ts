import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { companySearchResponseSchema } from '@registre/domain';
import type { IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { S } from './fixtures/search-fixture';
import { createSearchApp, createSearchFixtureDatabase } from './search-test-app';

/** A query and the company that must come first. */
const CASES: Array<[what: string, q: string, first: string]> = [
  ['exact full name before a larger company holding the same words', 'boulangerie du canal', S.canal],
  ['exact name, any case and spacing', '  Boulangerie   DU canal ', S.canal],
  ['words out of order', 'leblanc transports', S.leblanc],
  ['accents ignored', 'ebenisterie gerard', S.ebenisterie],
  ['accents typed where there are none', 'chaudronnerie pelletiér', S.chaudronnerie],
  ["l' and d' ignored", "l'atelier d'elodie", S.atelier],
  ["l' and d' left out by the user", 'atelier elodie', S.atelier],
  ['legal-form word left out', 'menuiserie vasseur', S.menuiserie],
  ['legal-form word added', 'menuiserie vasseur sarl', S.menuiserie],
  ['société and the like ignored', 'société menuiserie vasseur', S.menuiserie],
  ['sigle', 'sntr', S.sigle],
  ['sigle in lower case with dots', 's.n.t.r', S.sigle],
  ['trade name (enseigne) of an establishment', 'fournil gourmand', S.enseigne],
  ['typo', 'chaudronerie peletier', S.chaudronnerie],
  ['hyphen typed as a space', 'saint exupery conseil', S.saintExupery],
  ['hyphen kept', 'saint-exupéry conseil', S.saintExupery],
  ['active company before a closed one of the same name', 'garage dupuis', S.garageActive],
  ["a sole trader's name, in any order", 'durand claire', S.trader],
  // Place words (issue 24): the place narrows or boosts, first or last, head office before establishments.
  ['head office city last', 'fromagerie martin lyon', S.martinLyon],
  ['head office city first', 'lyon fromagerie martin', S.martinLyon],
  ['another city', 'Fromagerie Martin Rennes', S.martinRennes],
  ['postcode', 'fromagerie martin 69007', S.martinLyon],
  ['postcode first', '35000 fromagerie martin', S.martinRennes],
  ['department number', 'fromagerie martin 69', S.martinLyon],
  ['department name', 'fromagerie martin rhône', S.martinLyon],
  ['department name of several words', 'fromagerie martin ille-et-vilaine', S.martinRennes],
  ["an establishment's city", 'fromagerie martin bordeaux', S.martinParis],
  ['no place: the largest first', 'fromagerie martin', S.martinParis],
  ['place with a typo in the name', 'fromagerie matrin lyon', S.martinLyon],
  // Names holding a place word: both readings compete, the better wins.
  ['a name ending with a city, elsewhere than that city', 'cafe de paris', S.cafeParis],
  ['the same, typed without "de"', 'café paris', S.cafeParis],
  ['a name ending with a city, and its own city', 'cafe de paris lyon', S.cafeParis],
  ['a name ending with a city, companies in that city otherwise', 'hotel de lyon', S.hotelLyon],
  ['a name that is a city with the city added', 'hotel lyon bordeaux', S.hotelLyon],
  ['the name without the place, the place reading', 'cafe commerce lyon', S.cafeCommerceLyon],
  ['a country in the name', 'banque de france', S.banqueFrance],
  // Activity words: a word of the NAF labels narrows like a place (usinage: 25.62, the chaudronnerie's activity).
  ['an activity word the name does not hold', 'pelletier usinage', S.chaudronnerie],
  ['an activity word and a place', 'pelletier usinage rennes', S.chaudronnerie],
  // The first words of a long name: those beginning with them, of the legal form or activity typed, before larger
  // companies merely holding the words.
  ['the first words of a name and its legal form', 'transports express sarl', S.expressMarchand],
  ['the first words of a name and an activity its name does not hold', 'moreau fils plomberie', S.moreauFils],
  // Typos anywhere: one or two edits in any word, glued or split words.
  ['swapped letters at the start of the first word', 'cahudronnerie pelletier', S.chaudronnerie],
  ['swapped letters at the end of the last word', 'chaudronnerie pelletire', S.chaudronnerie],
  ['a missing letter in the second word', 'chaudronnerie pelltier', S.chaudronnerie],
  ['a doubled letter', 'chaudronnerrie pelletier', S.chaudronnerie],
  ['a wrong letter', 'chaudronnerie pelletiur', S.chaudronnerie],
  ['two edits in one word', 'chaudornerie pelletier', S.chaudronnerie],
  ['a typo in each word', 'chaudronerie peleltier', S.chaudronnerie],
  ['a typo in a short surname', 'garage dupius', S.garageActive],
  ['words glued', 'chaudronneriepelletier', S.chaudronnerie],
  ['a word split', 'chaudron nerie pelletier', S.chaudronnerie],
  ['a name typed solid', 'saintexupery conseil', S.saintExupery],
  ['a word split into an activity word and another', 'super marche orsini', S.supermarket],
  ['exact name first, before a corrected one', 'garage dupuis', S.garageActive],
];

let database: IsolatedDatabase;
let byIndex: FastifyInstance;
let byPostings: FastifyInstance;

beforeAll(async () => {
  database = await createSearchFixtureDatabase();
  byIndex = await createSearchApp(database.pool);
  // Every word counts as frequent: the ranked-postings path answers every query.
  byPostings = await createSearchApp(database.pool, { postingsAbove: 0, indexRanksUpTo: 0, postingsProbeBudget: 1e9 });
});
afterAll(async () => {
  await byIndex?.close();
  await byPostings?.close();
  await database?.drop();
});

async function sirens(app: FastifyInstance, q: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/search/companies?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, q).toBe(200);
  return companySearchResponseSchema.parse(response.json()).data.map((item) => item.siren);
}

describe.each([
  ['GIN index path', () => byIndex],
  ['ranked postings path', () => byPostings],
])('relevance (%s)', (_path, app) => {
  it.each(CASES)('%s: "%s"', async (_what, q, first) => {
    expect((await sirens(app(), q))[0]).toBe(first);
  });

  it('finds every company holding the words, not only the first', async () => {
    const found = await sirens(app(), 'garage dupuis');
    expect(new Set(found)).toEqual(new Set([S.garageActive, S.garageClosed, S.garageFils]));
  });

  it('never finds a non-diffusible sole trader by a personal name or a sign', async () => {
    expect(await sirens(app(), 'marchetti')).toEqual([]);
    expect(await sirens(app(), 'lucien marchetti')).toEqual([]);
    expect(await sirens(app(), 'marchetti informatique')).toEqual([]);
  });

  it.each([
    ['fromagerie martin lyon', S.martinLyon],
    ['35000 fromagerie martin', S.martinRennes],
    ['chaudronerie pel', S.chaudronnerie],
    ['cahudronnerie pelletier', S.chaudronnerie],
    ['cafe de paris', S.cafeParis],
  ])('suggestions follow the same rules: "%s"', async (q, first) => {
    const response = await app().inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: Array<{ siren: string }> }).data[0]?.siren).toBe(first);
  });

  it('answers an empty page for words no company holds', async () => {
    expect(await sirens(app(), 'zzyzx quarkonium')).toEqual([]);
  });
});
