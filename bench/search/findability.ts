/**
 * Search findability (issue 24): does the company a person meant come first, or in the first five, however they
 * typed its name? And how fast, at 2 and 8 clients?
 *
 *   npx tsx bench/search/findability.ts [--database-url postgres://postgres@127.0.0.1:5432/registre_bench]
 *                                       [--samples 300] [--port 4100] [--mix-seconds 20]
 *                                       [--before /path/to/checkout-before] [--only 'long name']
 *
 * Needs a register with its company search built (`bench/import/run.ts`, then `npm run data -- index`).
 * 1. draws `--samples` companies whose name is unique in the register (no other company has its name key), with
 *    a diffusible name and a head office in France, fixed seed;
 * 2. types each name in every way below (when it applies to the name), and asks `GET /api/search/companies` over
 *    HTTP, each query once with 2 clients, then again with 8: found first, in the first five, p50/p95 by way;
 * 3. runs the mix of `bench/search/run.ts` (its kinds of queries) at 2 clients for `--mix-seconds` (0: not run): p50/p95 by kind;
 * 4. with `--before`, does 2 and 3 also with the API of that checkout (same database, same queries, same run; its
 *    API on `--port` + 1), the mix in alternating rounds, and prints both side by side;
 * 5. writes bench/results/findability-<date>.json and prints the tables for docs/benchmarks-log.md.
 * `--only` keeps the ways of typing whose description holds that text (a quick look at a few of them).
 */
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import { createPool } from '@registre/db';
import { SEARCH_STOPWORDS } from '@registre/domain';
import { NAF_ACTIVITIES } from '@registre/open-data/generate';
import { percentile, runLoad, summary } from './load';
import { buildQueryMix, random, scheduleMix } from './query-mix';
import { startBenchApi } from './start-api';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_bench' },
    samples: { type: 'string', default: '300' },
    port: { type: 'string', default: '4100' },
    'mix-seconds': { type: 'string', default: '20' },
    before: { type: 'string' },
    seed: { type: 'string', default: '24' },
    only: { type: 'string' },
  },
});
const databaseUrl = values['database-url'] as string;
const samples = Number(values.samples);
const port = Number(values.port);
const mixSeconds = Number(values['mix-seconds']);
const seed = Number(values.seed);
const log = (line: string) => console.log(`[bench:findability ${new Date().toISOString().slice(11, 19)}] ${line}`);

interface Sample {
  siren: string;
  name: string;
  siret: string;
  postcode: string;
  city: string;
  department_code: string;
  department_name: string;
  legal_category_code: string | null;
  naf_code: string | null;
  /** Labels of the NAF subclass and of its class, group and division. */
  naf_labels: string | null;
}

const STOPWORDS = new Set(SEARCH_STOPWORDS);
const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

type Edit = 'swap' | 'missing' | 'double' | 'wrong';

/** One edit of a word at a random place (the first letter included). */
function edit(word: string, kind: Edit, next: () => number): string {
  const at = Math.floor(next() * (word.length - 1));
  switch (kind) {
    case 'swap':
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 'missing':
      return word.slice(0, at) + word.slice(at + 1);
    case 'double':
      return word.slice(0, at + 1) + word[at] + word.slice(at + 1);
    case 'wrong': {
      const letters = 'abcdefghijklmnopqrstuvwxyz'.replace(word[at]!, '');
      return word.slice(0, at) + letters[Math.floor(next() * letters.length)] + word.slice(at + 1);
    }
  }
}

/** Indexes of the words of a typed name that a typo may hit: 4 letters or more, letters only, not stopwords. */
function typoTargets(words: string[], minLength = 4): number[] {
  return words.map((word, i) => (word.length >= minLength && /^[a-z]+$/.test(word) && !STOPWORDS.has(word) ? i : -1)).filter((i) => i >= 0);
}

function withTypo(name: string, kind: Edit, next: () => number, where: 'any' | 'first' = 'any'): string | null {
  const words = plain(name).split(/\s+/);
  const targets = typoTargets(words);
  if (targets.length === 0) return null;
  const i = where === 'first' ? targets[0]! : targets[Math.floor(next() * targets.length)]!;
  words[i] = edit(words[i]!, kind, next);
  return words.join(' ');
}

/** Two edits: both in one word of 6 letters or more, or one in each of two words. */
function withTwoTypos(name: string, next: () => number): string | null {
  const words = plain(name).split(/\s+/);
  const kinds: Edit[] = ['swap', 'missing', 'double', 'wrong'];
  const pick = () => kinds[Math.floor(next() * kinds.length)]!;
  const long = typoTargets(words, 6);
  if (long.length > 0 && next() < 0.5) {
    const i = long[Math.floor(next() * long.length)]!;
    words[i] = edit(edit(words[i]!, pick(), next), pick(), next);
    return words.join(' ');
  }
  const targets = typoTargets(words);
  if (targets.length < 2) {
    if (long.length === 0) return null;
    const i = long[0]!;
    words[i] = edit(edit(words[i]!, pick(), next), pick(), next);
    return words.join(' ');
  }
  for (const i of targets.slice(0, 2)) words[i] = edit(words[i]!, pick(), next);
  return words.join(' ');
}

function glued(name: string, next: () => number): string | null {
  const words = plain(name).split(/\s+/);
  const pairs = words.map((_, i) => i).filter((i) => i + 1 < words.length && /^[a-z]{2,}$/.test(words[i]!) && /^[a-z]{2,}$/.test(words[i + 1]!) && !STOPWORDS.has(words[i]!) && !STOPWORDS.has(words[i + 1]!));
  if (pairs.length === 0) return null;
  const i = pairs[Math.floor(next() * pairs.length)]!;
  return [...words.slice(0, i), words[i]! + words[i + 1]!, ...words.slice(i + 2)].join(' ');
}

function split(name: string, next: () => number): string | null {
  const words = plain(name).split(/\s+/);
  const targets = typoTargets(words, 8);
  if (targets.length === 0) return null;
  const i = targets[Math.floor(next() * targets.length)]!;
  const word = words[i]!;
  const at = 3 + Math.floor(next() * (word.length - 5));
  words[i] = `${word.slice(0, at)} ${word.slice(at)}`;
  return words.join(' ');
}

/** The first half of a long name's words (4 words or more), as one begins to type it. */
function partial(name: string): string | null {
  const words = plain(name).split(/\s+/).filter((word) => word.length > 1 && !STOPWORDS.has(word));
  if (words.length < 4) return null;
  return words.slice(0, Math.ceil(words.length / 2)).join(' ');
}

/** The word people use for the most common legal forms (INSEE level III code → word). */
const LEGAL_FORM_WORD: Readonly<Record<string, string>> = {
  '5499': 'sarl',
  '5710': 'sas',
  '6540': 'sci',
  '5599': 'sa',
  '5699': 'sa',
  '5202': 'snc',
  '6533': 'gaec',
  '6598': 'earl',
  '6589': 'scm',
  '6597': 'scea',
  '5485': 'selarl',
  '5785': 'selas',
};

/** The first words of a long name and a narrowing word that is not among them (null: none). */
function partialWith(name: string, word: string | null): string | null {
  const start = partial(name);
  return start && word && !start.split(' ').includes(word) ? `${start} ${word}` : null;
}

/**
 * A word one would type for the company's trade: one of the generator's trade words for its NAF code ('PLOMBERIE' for
 * 43.22A, 'RESTAURANT' for 56.10A) that its NAF labels hold (subclass to division; "restaurants" holds "restaurant"), and
 * that the typed words do not hold already. Null: none ('FOURNIL' is in no label).
 */
function activityWord(s: Sample, typed: string): string | null {
  const labels = new Set(labelWords(s.naf_labels ?? ''));
  const words = (NAF_ACTIVITIES.get(s.naf_code ?? '')?.words ?? []).map(plain).filter((word) => /^[a-z]+$/.test(word));
  return words.find((word) => labels.has(word) && !typed.split(' ').includes(word)) ?? null;
}

/** What narrows the first words of a long name: the head office's city, legal categories, NAF subclasses. */
type Narrowing = { kind: 'city'; city: string } | { kind: 'codes'; column: 'legal_category_code' | 'naf_code'; codes: string[] };

/** What narrows a partial name, from the company and the query typed: its city, or the codes of the query's last word (a legal form's categories, an activity's subclasses). */
type NarrowingOf = (s: Sample, q: string, codesOfActivity: Map<string, string[]>) => Narrowing;

const byCity: NarrowingOf = (s) => ({ kind: 'city', city: s.city });
const byLegalForm: NarrowingOf = (_s, q) => ({
  kind: 'codes',
  column: 'legal_category_code',
  codes: Object.keys(LEGAL_FORM_WORD).filter((code) => LEGAL_FORM_WORD[code] === q.split(' ').at(-1)),
});
const byActivity: NarrowingOf = (_s, q, codesOfActivity) => ({ kind: 'codes', column: 'naf_code', codes: codesOfActivity.get(q.split(' ').at(-1)!) ?? [] });

/**
 * The ways of typing a name, each a function of the sample (null: does not apply to this name); a partial name's way
 * also says what narrows its words.
 */
const WAYS: Array<[way: string, type: (s: Sample, next: () => number) => string | null, narrowing?: NarrowingOf]> = [
  ['exactly as registered', (s) => s.name],
  ['lower case, no accents', (s) => plain(s.name)],
  ['two letters swapped in the first word', (s, next) => withTypo(s.name, 'swap', next, 'first')],
  ['two letters swapped, any word', (s, next) => withTypo(s.name, 'swap', next)],
  ['a letter missing, any word', (s, next) => withTypo(s.name, 'missing', next)],
  ['a letter doubled, any word', (s, next) => withTypo(s.name, 'double', next)],
  ['a wrong letter, any word', (s, next) => withTypo(s.name, 'wrong', next)],
  ['two typos', (s, next) => withTwoTypos(s.name, next)],
  ['two words glued', (s, next) => glued(s.name, next)],
  ['a long word split', (s, next) => split(s.name, next)],
  ['+ head office city', (s) => `${plain(s.name)} ${plain(s.city)}`],
  ['head office city + name', (s) => `${plain(s.city)} ${plain(s.name)}`],
  ['+ postcode', (s) => `${plain(s.name)} ${s.postcode}`],
  ['+ department number', (s) => `${plain(s.name)} ${s.department_code}`],
  ['+ department name', (s) => `${plain(s.name)} ${plain(s.department_name)}`],
  ['a typo + city', (s, next) => {
    const typo = withTypo(s.name, 'swap', next);
    return typo && `${typo} ${plain(s.city)}`;
  }],
  ['first half of a long name + city', (s) => {
    const start = partial(s.name);
    return start && `${start} ${plain(s.city)}`;
  }, byCity],
  ['first half of a long name + legal form', (s) => partialWith(s.name, LEGAL_FORM_WORD[s.legal_category_code ?? ''] ?? null), byLegalForm],
  ['first half of a long name + activity', (s) => partialWith(s.name, activityWord(s, partial(s.name) ?? '')), byActivity],
  ['SIRET with spaces', (s) => `${s.siret.slice(0, 3)} ${s.siret.slice(3, 6)} ${s.siret.slice(6, 9)} ${s.siret.slice(9)}`],
];

/** Kinds grouped for the issue's goals. */
const GOALS: Array<[goal: string, ways: string[], target: number]> = [
  ['typed exactly (either way)', ['exactly as registered', 'lower case, no accents'], 99],
  ['with a typo (any of the six typo ways)', ['two letters swapped in the first word', 'two letters swapped, any word', 'a letter missing, any word', 'a letter doubled, any word', 'a wrong letter, any word', 'two typos'], 95],
  ['with the city or postcode', ['+ head office city', 'head office city + name', '+ postcode'], 95],
];

interface Query {
  way: string;
  siren: string;
  q: string;
  /** For a partial name: the words typed from the name, and what narrows them. */
  partial?: { start: string; narrowing: Narrowing };
}

async function sampleCompanies(): Promise<Sample[]> {
  const pool = createPool(databaseUrl, { max: 2 });
  try {
    const { rows: size } = await pool.query<{ n: number }>(`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = 'company_search'`);
    const percent = Math.min(100, Math.max(0.01, (100 * samples * 20) / Math.max(1, size[0]?.n ?? 1)));
    const { rows } = await pool.query<Sample>(
      `SELECT cs.siren, cs.name, c.siren || c.head_office_nic AS siret, cs.postcode, coalesce(parent.name, com.name) AS city,
              cs.department_code, d.name AS department_name, cs.legal_category_code, cs.naf_code,
              concat_ws(' ', n5.label, n4.label, n3.label, n2.label) AS naf_labels
         FROM company_search cs TABLESAMPLE SYSTEM (${percent}) REPEATABLE (${seed})
         JOIN companies c ON c.siren = cs.siren
         JOIN establishments e ON e.siren = c.siren AND e.nic = c.head_office_nic
         JOIN communes com ON com.code = e.commune_code
         LEFT JOIN communes parent ON parent.code = com.parent_code
         JOIN departments d ON d.code = cs.department_code
         LEFT JOIN naf_codes n5 ON n5.code = cs.naf_code
         LEFT JOIN naf_codes n4 ON n4.code = left(cs.naf_code, 5)
         LEFT JOIN naf_codes n3 ON n3.code = left(cs.naf_code, 4)
         LEFT JOIN naf_codes n2 ON n2.code = left(cs.naf_code, 2)
        WHERE cs.name <> '[ND]' AND cs.name_key <> '' AND cs.postcode IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM company_search o WHERE o.name_key = cs.name_key AND o.siren <> cs.siren)
        ORDER BY md5(cs.siren || '${seed}')
        LIMIT ${samples}`,
    );
    return rows;
  } finally {
    await pool.end();
  }
}

/** The words of labels, plurals also as singulars ("restaurants" holds "restaurant"), as `activityWord` reads them. */
const labelWords = (labels: string) => plain(labels).split(/[^a-z]+/).flatMap((word) => (word.endsWith('s') ? [word, word.slice(0, -1)] : [word]));

/** Each word of the NAF labels (subclass to division) → the subclasses whose labels hold it. */
async function activityCodes(): Promise<Map<string, string[]>> {
  const pool = createPool(databaseUrl, { max: 1 });
  try {
    const { rows } = await pool.query<{ code: string; labels: string }>(
      `SELECT n5.code, concat_ws(' ', n5.label, n4.label, n3.label, n2.label) AS labels
         FROM naf_codes n5
         LEFT JOIN naf_codes n4 ON n4.code = left(n5.code, 5)
         LEFT JOIN naf_codes n3 ON n3.code = left(n5.code, 4)
         LEFT JOIN naf_codes n2 ON n2.code = left(n5.code, 2)
        WHERE length(n5.code) = 6`,
    );
    const codes = new Map<string, string[]>();
    for (const row of rows) for (const word of new Set(labelWords(row.labels))) codes.set(word, [...(codes.get(word) ?? []), row.code]);
    return codes;
  } finally {
    await pool.end();
  }
}

function typeAll(companies: Sample[], codesOfActivity: Map<string, string[]>): Query[] {
  const next = random(seed);
  const queries: Query[] = [];
  for (const [way, type, narrowingOf] of WAYS.filter(([way]) => values.only === undefined || way.includes(values.only))) {
    for (const company of companies) {
      const q = type(company, next);
      if (q === null || q.trim().length < 2) continue;
      const narrowing = narrowingOf?.(company, q, codesOfActivity);
      queries.push({ way, siren: company.siren, q, ...(narrowing && { partial: { start: partial(company.name)!, narrowing } }) });
    }
  }
  return queries;
}

/**
 * For each partial name: how many companies fit it (their name begins with the words typed, as the search folds
 * them, and the narrowing holds: the head office's city, a legal category of the form, a subclass of the activity),
 * and whether each API's first answer is one of them. Only when one company fits could the engine know which was meant.
 */
async function fitting(queries: Query[], firsts: Array<Array<string | undefined>>): Promise<Array<{ fit: number | null; firstFits: boolean[] }>> {
  const pool = createPool(databaseUrl, { max: 1 });
  const out: Array<{ fit: number | null; firstFits: boolean[] }> = [];
  try {
    await pool.query(`SET statement_timeout = '20s'`);
    for (const [i, query] of queries.entries()) {
      if (!query.partial) {
        out.push({ fit: null, firstFits: [] });
        continue;
      }
      const { narrowing } = query.partial;
      const condition = narrowing.kind === 'city'
        ? `EXISTS (SELECT 1 FROM companies c JOIN establishments e ON e.siren = c.siren AND e.nic = c.head_office_nic
                     JOIN communes com ON com.code = e.commune_code LEFT JOIN communes parent ON parent.code = com.parent_code
                    WHERE c.siren = cs.siren AND public.search_fold(coalesce(parent.name, com.name)) = public.search_fold($3))`
        : `cs.${narrowing.column} = ANY ($3::text[])`;
      const firstsOfQuery = firsts.map((list) => list[i] ?? '');
      try {
        const { rows } = await pool.query<{ n: number; has_target: boolean; fits: string[] }>(
          `WITH typed AS (SELECT ARRAY(SELECT x FROM unnest(string_to_array(public.search_fold($1), ' ')) AS x
                                        WHERE length(x) > 1 AND x <> ALL ($2::text[])) AS w)
           SELECT count(*)::int AS n, coalesce(bool_or(cs.siren = $4), false) AS has_target,
                  coalesce(array_agg(cs.siren) FILTER (WHERE cs.siren = ANY ($5::text[])), '{}') AS fits
             FROM company_search cs, typed
            WHERE cs.words @> typed.w AND cs.name_words[1:cardinality(typed.w)] = typed.w AND ${condition}`,
          [query.partial.start, SEARCH_STOPWORDS, narrowing.kind === 'city' ? narrowing.city : narrowing.codes, query.siren, firstsOfQuery],
        );
        const row = rows[0]!;
        if (!row.has_target) log(`the company does not fit its own partial name (${query.siren}: ${query.q})`);
        out.push({ fit: row.n, firstFits: firstsOfQuery.map((siren) => row.fits.includes(siren)) });
      } catch {
        out.push({ fit: null, firstFits: firstsOfQuery.map(() => false) }); // too many companies to count in 20 s: several fit
      }
    }
    return out;
  } finally {
    await pool.end();
  }
}

interface WayResult {
  way: string;
  queries: number;
  first: number;
  firstFive: number;
  p50_2: number;
  p95_2: number;
  p50_8: number;
  p95_8: number;
}

/** Asks each query once with `clients` clients: the SIRENs of the first page and the latency of each. */
async function ask(baseUrl: string, queries: Query[], clients: number): Promise<Array<{ sirens: string[]; ms: number }>> {
  const answers: Array<{ sirens: string[]; ms: number }> = new Array(queries.length);
  let cursor = 0;
  const client = async () => {
    while (cursor < queries.length) {
      const index = cursor++;
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}/api/search/companies?q=${encodeURIComponent(queries[index]!.q)}`);
      const body = (await response.json()) as { data?: Array<{ siren: string }> };
      answers[index] = { sirens: (body.data ?? []).map((item) => item.siren), ms: performance.now() - t0 };
      if (response.status !== 200) throw new Error(`${response.status} for ${queries[index]!.q}`);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return answers;
}

/** Found first / in the first five and latencies by way of typing, each query asked once at 2 then at 8 clients. */
async function measureFindability(label: string, baseUrl: string, queries: Query[]) {
  log(`${label}: warm-up`);
  await ask(baseUrl, queries.filter((_, i) => i % 10 === 0), 2);
  log(`${label}: ${queries.length} queries, 2 clients`);
  const two = await ask(baseUrl, queries, 2);
  log(`${label}: ${queries.length} queries, 8 clients`);
  const eight = await ask(baseUrl, queries, 8);
  const ways: WayResult[] = WAYS.filter(([way]) => queries.some((query) => query.way === way)).map(([way]) => {
    const indexes = queries.map((query, i) => (query.way === way ? i : -1)).filter((i) => i >= 0);
    const ms2 = indexes.map((i) => two[i]!.ms).sort((a, b) => a - b);
    const ms8 = indexes.map((i) => eight[i]!.ms).sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      way,
      queries: indexes.length,
      first: indexes.filter((i) => two[i]!.sirens[0] === queries[i]!.siren).length,
      firstFive: indexes.filter((i) => two[i]!.sirens.slice(0, 5).includes(queries[i]!.siren)).length,
      p50_2: round(percentile(ms2, 50)),
      p95_2: round(percentile(ms2, 95)),
      p50_8: round(percentile(ms8, 50)),
      p95_8: round(percentile(ms8, 95)),
    };
  });
  const misses = queries
    .map((query, i) => ({ ...query, got: two[i]!.sirens.slice(0, 3) }))
    .filter((query) => query.got[0] !== query.siren && query.way !== 'SIRET with spaces')
    .slice(0, 400);
  return { label, ways, all2: summary(two.map((a) => a.ms)), all8: summary(eight.map((a) => a.ms)), misses, answers: two.map((a) => a.sirens.slice(0, 5)) };
}

/**
 * The mix of `bench/search/run.ts` at 2 clients on each API, in alternating rounds of `--mix-seconds` / 3 (the
 * machine's load drifts: alternating gives before and after the same conditions), latencies pooled by kind.
 */
async function measureMix(apis: Array<{ label: string; baseUrl: string }>) {
  const mixPool = createPool(databaseUrl, { max: 2 });
  const schedule = scheduleMix(await buildQueryMix(mixPool), 20_000);
  await mixPool.end();
  const latencies = new Map(apis.map((api) => [api.label, new Map<string, number[]>()]));
  for (const api of apis) await runLoad(api.baseUrl, schedule, 2, Math.min(5, mixSeconds));
  for (let round = 0; round < 3; round++) {
    for (const api of apis) {
      log(`search mix, ${api.label}, round ${round + 1} of 3, 2 clients, ${Math.round(mixSeconds / 3)} s`);
      const run = await runLoad(api.baseUrl, schedule, 2, mixSeconds / 3);
      const byKind = latencies.get(api.label)!;
      for (const [kind, list] of run.latencies) byKind.set(kind, [...(byKind.get(kind) ?? []), ...list]);
    }
  }
  return Object.fromEntries([...latencies].map(([label, byKind]) => [label, Object.fromEntries([...byKind].map(([kind, list]) => [kind, summary(list)]))]));
}

/** Partial names split by whether one company or several fit them (`fitting`), for the run of index `r`. */
function partialTable(queries: Query[], fits: Array<{ fit: number | null; firstFits: boolean[] }>, answers: string[][], r: number) {
  return WAYS.filter(([way, , narrowing]) => narrowing && queries.some((query) => query.way === way)).map(([way]) => {
    const indexes = queries.map((query, i) => (query.way === way ? i : -1)).filter((i) => i >= 0);
    const one = indexes.filter((i) => fits[i]!.fit === 1);
    const several = indexes.filter((i) => fits[i]!.fit !== 1);
    const counts = several.map((i) => fits[i]!.fit ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
    const median = counts.length === 0 ? 0 : counts[Math.floor((counts.length - 1) / 2)]!;
    return {
      way,
      one: one.length,
      oneFirst: one.filter((i) => answers[i]![0] === queries[i]!.siren).length,
      oneFirstFive: one.filter((i) => answers[i]!.includes(queries[i]!.siren)).length,
      several: several.length,
      medianFitting: Number.isFinite(median) ? median : 'too many to count',
      fittingFirst: several.filter((i) => fits[i]!.firstFits[r]).length,
      severalFirstFive: several.filter((i) => answers[i]!.includes(queries[i]!.siren)).length,
    };
  });
}

const pct = (n: number, of: number) => (of === 0 ? '—' : `${((100 * n) / of).toFixed(1)} %`);

async function main(): Promise<void> {
  const companies = await sampleCompanies();
  log(`${companies.length} companies with a unique name drawn`);
  const queries = typeAll(companies, await activityCodes());
  const runs: Array<Awaited<ReturnType<typeof measureFindability>> & { mix: Record<string, ReturnType<typeof summary>> }> = [];
  const started: Array<{ label: string; baseUrl: string; process: ChildProcess }> = [];
  try {
    if (values.before) started.push({ label: 'before', baseUrl: `http://127.0.0.1:${port + 1}`, process: await startBenchApi(databaseUrl, port + 1, {}, values.before) });
    started.push({ label: 'after', baseUrl: `http://127.0.0.1:${port}`, process: await startBenchApi(databaseUrl, port, {}) });
    const findability = [];
    for (const api of started) findability.push(await measureFindability(api.label, api.baseUrl, queries));
    const mixes = mixSeconds > 0 ? await measureMix(started) : {};
    runs.push(...findability.map((run) => ({ ...run, mix: mixes[run.label] ?? {} })));
  } finally {
    for (const api of started) api.process.kill('SIGTERM');
  }
  log('partial names: counting the companies each one fits');
  const fits = await fitting(queries, runs.map((run) => run.answers.map((answer) => answer[0])));
  const partials = runs.map((run, r) => ({ label: run.label, ways: partialTable(queries, fits, run.answers, r) }));
  const pool = createPool(databaseUrl, { max: 1 });
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM company_search');
  await pool.end();
  const file = await writeBenchResult('findability', {
    date: new Date().toISOString(), companies: rows[0]?.n, samples: companies.length,
    runs: runs.map(({ answers: _answers, ...run }) => run), partials,
  });

  console.log(`\nregister: ${rows[0]?.n} companies; ${companies.length} sampled names, unique in the register\n`);
  for (const run of runs) {
    console.log(`\n### ${run.label}\n\n| how the name was typed | queries | the company first | in the first 5 | p50 / p95 ms, 2 clients | p50 / p95 ms, 8 clients |\n|---|---:|---:|---:|---:|---:|`);
    for (const w of run.ways) console.log(`| ${w.way} | ${w.queries} | ${pct(w.first, w.queries)} | ${pct(w.firstFive, w.queries)} | ${w.p50_2} / ${w.p95_2} | ${w.p50_8} / ${w.p95_8} |`);
    console.log(`| **all** | ${run.all2.count} | | | ${run.all2.p50} / ${run.all2.p95} | ${run.all8.p50} / ${run.all8.p95} |`);
    console.log('\n| goal | queries | first | first 5 | target (first 5) |\n|---|---:|---:|---:|---:|');
    for (const [goal, ways, target] of GOALS) {
      const selected = run.ways.filter((w) => ways.includes(w.way));
      const n = selected.reduce((sum, w) => sum + w.queries, 0);
      console.log(`| ${goal} | ${n} | ${pct(selected.reduce((s, w) => s + w.first, 0), n)} | ${pct(selected.reduce((s, w) => s + w.firstFive, 0), n)} | ≥ ${target} % |`);
    }
  }
  for (const { label, ways } of partials) {
    console.log(`\n### ${label}: partial names, by how many companies the words typed and the narrowing fit\n`);
    console.log('| first half of a long name + … | one company fits | the company first | in the first 5 | several fit | companies fitting, median | a fitting company first | the company in the first 5 |\n|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const w of ways) console.log(`| ${w.way.replace('first half of a long name + ', '')} | ${w.one} | ${pct(w.oneFirst, w.one)} | ${pct(w.oneFirstFive, w.one)} | ${w.several} | ${w.medianFitting} | ${pct(w.fittingFirst, w.several)} | ${pct(w.severalFirstFive, w.several)} |`);
  }
  console.log('\n| kind of query (bench/search mix, 2 clients) | ' + runs.map((r) => `${r.label} p50 / p95 ms`).join(' | ') + ' |\n|---|' + runs.map(() => '---:|').join(''));
  for (const kind of Object.keys(runs.at(-1)!.mix)) console.log(`| ${kind} | ${runs.map((r) => `${r.mix[kind]?.p50} / ${r.mix[kind]?.p95}`).join(' | ')} |`);
  log(`results written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
