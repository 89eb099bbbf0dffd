import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { companySearchResponseSchema } from '@registre/domain';
import { loadDemo } from '@registre/open-data';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { createSearchApp } from './search-test-app';

/**
 * Relevance on the generated register (issue 24): companies whose name is unique in it, typed with a place, with
 * typos, glued or split: the company must come first. Each rule is tried on the first companies (by SIREN) it applies
 * to, so that the cases are fixed for a seed and cover names of every style the generator writes.
 */
interface Company {
  siren: string;
  name: string;
  city: string;
  postcode: string;
  department_code: string;
  department_name: string;
}

const PER_RULE = 12;

let database: IsolatedDatabase;
let app: FastifyInstance;
let companies: Company[];

beforeAll(async () => {
  database = await createIsolatedDatabase();
  await loadDemo(database.pool, { companies: 1500, seed: 24 });
  app = await createSearchApp(database.pool);
  ({ rows: companies } = await database.pool.query<Company>(
    `SELECT cs.siren, cs.name, coalesce(parent.name, com.name) AS city, cs.postcode, cs.department_code, d.name AS department_name
       FROM company_search cs
       JOIN companies c ON c.siren = cs.siren
       JOIN establishments e ON e.siren = c.siren AND e.nic = c.head_office_nic
       JOIN communes com ON com.code = e.commune_code
       LEFT JOIN communes parent ON parent.code = com.parent_code
       JOIN departments d ON d.code = cs.department_code
      WHERE cs.name <> '[ND]' AND cs.name_key <> ''
        AND NOT EXISTS (SELECT 1 FROM company_search o WHERE o.name_key = cs.name_key AND o.siren <> cs.siren)
      ORDER BY cs.siren`,
  ));
}, 300_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const words = (name: string) => plain(name).split(/\s+/);
const STOPWORDS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'et', 'en', 'au', 'aux', 'sur', 'par', 'pour']);
const LEGAL = new Set(['sarl', 'sas', 'sci', 'snc', 'scm', 'gaec', 'earl', 'societe', 'civile', 'selarl', 'sa']);
/** Index of the first word a typo may hit (letters only, `min` letters or more, not a stopword or legal form). */
const target = (list: string[], min: number, from: 'first' | 'last') => {
  const indexes = list.map((w, i) => (w.length >= min && /^[a-z]+$/.test(w) && !STOPWORDS.has(w) && !LEGAL.has(w) ? i : -1)).filter((i) => i >= 0);
  return from === 'first' ? indexes[0] : indexes.at(-1);
};
const changeWord = (name: string, min: number, from: 'first' | 'last', change: (word: string) => string): string | null => {
  const list = words(name);
  const i = target(list, min, from);
  if (i === undefined) return null;
  list[i] = change(list[i]!);
  return list.join(' ');
};

/** Each rule: how to type a company's name (null: does not apply to it). */
const RULES: Array<[rule: string, type: (c: Company) => string | null]> = [
  ['head office city last', (c) => `${plain(c.name)} ${plain(c.city)}`],
  ['head office city first', (c) => `${plain(c.city)} ${plain(c.name)}`],
  ['postcode last', (c) => `${plain(c.name)} ${c.postcode}`],
  ['department number last', (c) => `${plain(c.name)} ${c.department_code}`],
  ['department name last', (c) => `${plain(c.name)} ${plain(c.department_name)}`],
  ['letters swapped at the start of the first word', (c) => changeWord(c.name, 4, 'first', (w) => w[1]! + w[0]! + w.slice(2))],
  ['letters swapped at the end of the last word', (c) => changeWord(c.name, 4, 'last', (w) => w.slice(0, -2) + w.at(-1)! + w.at(-2)!)],
  ['a letter missing in the middle of the last word', (c) => changeWord(c.name, 5, 'last', (w) => w.slice(0, 2) + w.slice(3))],
  ['a letter doubled in the first word', (c) => changeWord(c.name, 4, 'first', (w) => w.slice(0, 3) + w[2]! + w.slice(3))],
  ['a wrong letter in the first word', (c) => changeWord(c.name, 5, 'first', (w) => w.slice(0, 2) + (w[2] === 'x' ? 'z' : 'x') + w.slice(3))],
  ['two edits in a long word', (c) => changeWord(c.name, 8, 'first', (w) => w[1]! + w[0]! + w.slice(2, 5) + w.slice(6))],
  ['two words glued', (c) => {
    const list = words(c.name).filter((w) => !STOPWORDS.has(w));
    return list.length >= 2 && list.every((w) => /^[a-z]{2,}$/.test(w)) ? [list[0]! + list[1]!, ...list.slice(2)].join(' ') : null;
  }],
  ['a long word split', (c) => changeWord(c.name, 9, 'first', (w) => `${w.slice(0, 4)} ${w.slice(4)}`)],
];

async function firstSiren(q: string): Promise<string | undefined> {
  const response = await app.inject({ method: 'GET', url: `/api/search/companies?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, q).toBe(200);
  return companySearchResponseSchema.parse(response.json()).data[0]?.siren;
}

describe('relevance on the generated register', () => {
  it('has enough companies of unique name to try', () => {
    expect(companies.length).toBeGreaterThan(200);
  });

  it.each(RULES)('%s: the company comes first', async (_rule, type) => {
    const cases = companies.map((company) => ({ company, q: type(company) })).filter((c): c is { company: Company; q: string } => c.q !== null).slice(0, PER_RULE);
    expect(cases.length).toBe(PER_RULE);
    const missed: string[] = [];
    for (const { company, q } of cases) {
      if ((await firstSiren(q)) !== company.siren) missed.push(`${q} (${company.name}, ${company.city})`);
    }
    expect(missed).toEqual([]);
  });
});
