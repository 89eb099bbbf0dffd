import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { companySearchResponseSchema } from '@registre/domain';
import { loadDemo } from '@registre/open-data';
import { NAF_ACTIVITIES } from '@registre/open-data/generate';
import { loadNomenclatureWords, type NomenclatureWords } from '../../src/modules/search/nomenclature-words';
import { NAME_WORD_RATIO } from '../../src/modules/search/place-words';
import { readTextQuery } from '../../src/modules/search/read-text-query';
import { DEFAULT_SEARCH_TUNING } from '../../src/modules/search/search-tuning';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { createSearchApp } from './search-test-app';

/**
 * Relevance on the generated register (issue 24): companies whose name is unique in it, typed with a place, with
 * typos, glued or split, or only their first words with a legal form or an activity: the company must come first.
 * Each rule is tried on the first companies (by SIREN) it applies to, so that the cases are fixed for a seed and
 * cover names of every style the generator writes; suggestions follow the same rules.
 */
interface Company {
  siren: string;
  name: string;
  name_key: string;
  city: string;
  postcode: string;
  department_code: string;
  department_name: string;
  legal_category_code: string | null;
  naf_code: string | null;
  /** The name's last word or two name a commune other than the head office's ("SCI DES SAULES" in Nevers: Saules). */
  ends_with_other_place: boolean;
}

const PER_RULE = 12;

/** Cases of a partial-name rule at least (the register holds few names whose first words only one company shares). */
const PARTIAL_CASES = 4;

let database: IsolatedDatabase;
let app: FastifyInstance;
let companies: Company[];
let nomenclature: NomenclatureWords;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  await loadDemo(database.pool, { companies: 1500, seed: 24 });
  app = await createSearchApp(database.pool);
  nomenclature = await loadNomenclatureWords(database.pool);
  ({ rows: companies } = await database.pool.query<Company>(
    `SELECT cs.siren, cs.name, cs.name_key, coalesce(parent.name, com.name) AS city, cs.postcode, cs.department_code, d.name AS department_name,
            cs.legal_category_code, cs.naf_code,
            EXISTS (SELECT 1 FROM search_places p, string_to_array(cs.name_key, ' ') AS w
                     WHERE cardinality(w) >= 2 AND p.kind = 'commune' AND 'c:' || e.commune_code <> ALL (p.tokens)
                       AND p.phrase IN (w[cardinality(w)], array_to_string(w[cardinality(w) - 1:], ' '))) AS ends_with_other_place
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

/** Index of the middle word a typo may hit, among three or more (not a stopword or legal form). */
const middle = (list: string[]) => {
  const indexes = list.map((w, i) => (w.length >= 5 && /^[a-z]+$/.test(w) && !STOPWORDS.has(w) && !LEGAL.has(w) ? i : -1)).filter((i) => i >= 0);
  return indexes.length >= 3 ? indexes[Math.floor(indexes.length / 2)] : undefined;
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
  ['letters swapped in a middle word', (c) => {
    const list = words(c.name);
    const i = middle(list);
    if (i === undefined) return null;
    list[i] = list[i]!.slice(0, 2) + list[i]![3]! + list[i]![2]! + list[i]!.slice(4);
    return list.join(' ');
  }],
  ['a letter doubled in the first word', (c) => changeWord(c.name, 4, 'first', (w) => w.slice(0, 3) + w[2]! + w.slice(3))],
  ['a wrong letter in the first word', (c) => changeWord(c.name, 5, 'first', (w) => w.slice(0, 2) + (w[2] === 'x' ? 'z' : 'x') + w.slice(3))],
  ['two edits in a long word', (c) => changeWord(c.name, 8, 'first', (w) => w[1]! + w[0]! + w.slice(2, 5) + w.slice(6))],
  ['two words glued', (c) => {
    const list = words(c.name).filter((w) => !STOPWORDS.has(w));
    return list.length >= 2 && list.every((w) => /^[a-z]{2,}$/.test(w)) ? [list[0]! + list[1]!, ...list.slice(2)].join(' ') : null;
  }],
  ['a long word split', (c) => changeWord(c.name, 9, 'first', (w) => `${w.slice(0, 4)} ${w.slice(4)}`)],
  // Names holding a place word ("CAFÉ DE PARIS" in Lyon): both readings compete, the name as typed wins.
  ['a name ending with a place word, elsewhere than that place', (c) => (c.ends_with_other_place ? plain(c.name) : null)],
  ['a name ending with a place word, with its own city', (c) => (c.ends_with_other_place ? `${plain(c.name)} ${plain(c.city)}` : null)],
];

/** The rules suggestions (typeahead) are tried on too. */
const SUGGEST_RULES = new Set(['head office city last', 'head office city first', 'postcode last', 'department name last', 'letters swapped at the start of the first word', 'two words glued', 'a name ending with a place word, elsewhere than that place']);

async function firstSiren(q: string): Promise<string | undefined> {
  const response = await app.inject({ method: 'GET', url: `/api/search/companies?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, q).toBe(200);
  return companySearchResponseSchema.parse(response.json()).data[0]?.siren;
}

async function firstSuggestion(q: string): Promise<string | undefined> {
  const response = await app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, q).toBe(200);
  return (response.json() as { data: Array<{ siren: string }> }).data[0]?.siren;
}

/** The word people type for the most common legal forms (INSEE level III code → word). */
const LEGAL_FORM_WORD: Readonly<Record<string, string>> = {
  '5499': 'sarl', '5710': 'sas', '6540': 'sci', '5599': 'sa', '5699': 'sa', '5202': 'snc', '6533': 'gaec', '6598': 'earl', '6589': 'scm',
};

/** A word naming the company's trade: one of the generator's trade words for its NAF code that the NAF labels hold. */
function activityWord(c: Company, typed: string[]): string | undefined {
  return (NAF_ACTIVITIES.get(c.naf_code ?? '')?.words ?? [])
    .map(plain)
    .find((word) => nomenclature.activities.get(word)?.includes(c.naf_code ?? '') && !typed.includes(word));
}

interface PartialCase {
  company: Company;
  /** The first half of the name's words. */
  start: string;
  /** The legal form or activity word added. */
  word: string;
}

/**
 * Names of three words or more (legal-form words aside) typed by their first half and a legal form or an activity word,
 * where that word tells the company apart: among the companies whose name holds the first words, it alone has that
 * form (or activity, or the word in its name), and without the word another company comes first. So the word, and
 * nothing else, must bring it first.
 */
async function partialCases(word: (c: Company, typed: string[]) => string | undefined, alone: string, narrowing: (word: string) => string[]): Promise<PartialCase[]> {
  const cases: PartialCase[] = [];
  for (const company of companies) {
    const list = company.name_key.split(' ');
    if (list.length < 3 || cases.length === PER_RULE) continue;
    const typed = list.slice(0, Math.ceil(list.length / 2));
    const added = word(company, typed);
    if (added === undefined) continue;
    const { rows } = await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM company_search WHERE name_words @> $1::text[] AND (${alone})`,
      [typed, narrowing(added), added],
    );
    if (rows[0]!.n !== 1 || (await firstSiren(typed.join(' '))) === company.siren) continue;
    cases.push({ company, start: typed.join(' '), word: added });
  }
  return cases;
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

  it.each(RULES.filter(([rule]) => SUGGEST_RULES.has(rule)))('suggestions, %s: the company comes first', async (_rule, type) => {
    const cases = companies.map((company) => ({ company, q: type(company) })).filter((c): c is { company: Company; q: string } => c.q !== null).slice(0, PER_RULE);
    const missed: string[] = [];
    for (const { company, q } of cases) {
      if ((await firstSuggestion(q)) !== company.siren) missed.push(`${q} (${company.name}, ${company.city})`);
    }
    expect(missed).toEqual([]);
  });

  it('reads a last word that names far more companies than the commune of that name holds as a name word only ("… PIERRE", "… MARIE")', async () => {
    const { rows: cases } = await database.pool.query<{ siren: string; name: string; phrase: string }>(
      `SELECT cs.siren, cs.name, p.phrase
         FROM company_search cs
         JOIN search_places p ON p.phrase = (string_to_array(cs.name_key, ' '))[cardinality(string_to_array(cs.name_key, ' '))]
         JOIN search_words w ON w.word = p.phrase
        WHERE cardinality(string_to_array(cs.name_key, ' ')) >= 2 AND w.companies > $2 * p.companies
          AND NOT EXISTS (SELECT 1 FROM company_search o WHERE o.name_key = cs.name_key AND o.siren <> cs.siren)
        ORDER BY cs.siren LIMIT $1`,
      [PER_RULE, NAME_WORD_RATIO],
    );
    expect(cases.length).toBeGreaterThanOrEqual(PARTIAL_CASES);
    const misread: string[] = [];
    for (const { siren, name, phrase } of cases) {
      const query = await readTextQuery(database.pool, name, {}, DEFAULT_SEARCH_TUNING, false);
      if (query?.qualifiers.some((qualifier) => qualifier.kind === 'place')) misread.push(`${name}: '${phrase}' read as a place`);
      if ((await firstSiren(name)) !== siren) misread.push(`${name}: not first`);
    }
    expect(misread).toEqual([]);
  });

  describe.each([
    ['a legal form', (c: Company) => LEGAL_FORM_WORD[c.legal_category_code ?? ''], 'words && $2::text[] OR name_words && ARRAY[$3]', (word: string) => (nomenclature.legalForms.get(word) ?? []).map((code) => `l:${code}`)],
    ['an activity word', activityWord, 'naf_code = ANY ($2::text[]) OR name_words && ARRAY[$3]', (word: string) => [...(nomenclature.activities.get(word) ?? [])]],
  ])('the first words of a name and %s', (_what, word, alone, narrowing) => {
    let cases: PartialCase[];
    beforeAll(async () => {
      cases = await partialCases(word, alone, narrowing);
    });

    it('bring the company first', async () => {
      expect(cases.length).toBeGreaterThanOrEqual(PARTIAL_CASES);
      const missed: string[] = [];
      for (const { company, start, word: added } of cases) {
        if ((await firstSiren(`${start} ${added}`)) !== company.siren) missed.push(`${start} ${added} (${company.name})`);
      }
      expect(missed).toEqual([]);
    });

    it('also as suggestions', async () => {
      const missed: string[] = [];
      for (const { company, start, word: added } of cases) {
        if ((await firstSuggestion(`${start} ${added}`)) !== company.siren) missed.push(`${start} ${added} (${company.name})`);
      }
      expect(missed).toEqual([]);
    });
  });
});
