import type pg from 'pg';

/** One kind of request of the benchmark mix, with its share of the requests and its URLs. */
export interface MixEntry {
  kind: string;
  weight: number;
  urls: string[];
}

/** Deterministic pseudo-random generator (mulberry32), so that a run's mix is the same every time. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A typo a visitor makes: one letter of the longest word dropped, or two neighbours swapped. */
function misspell(name: string, next: () => number): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const at = 1 + Math.floor(next() * (longest.length - 2));
  const typo = next() < 0.5 ? longest.slice(0, at) + longest.slice(at + 1) : longest.slice(0, at) + longest[at + 1] + longest[at] + longest.slice(at + 2);
  return words.map((word) => (word === longest ? typo : word)).join(' ');
}

const q = (text: string, extra = '') => `/api/search/companies?q=${encodeURIComponent(text)}${extra}`;

/**
 * The fixed mix (weights in % of search requests), drawn from the register with a fixed seed:
 * - frequent words (20 %): boulangerie, sci, holding, garage, pharmacie, immobilier, transports, conseil;
 * - rare names (20 %): the full names of 200 companies (one word or more, as the register has them);
 * - two and three words (15 %): the first two or three words of 200 other names, any order kept;
 * - typos (10 %): 200 names with a letter dropped or two letters swapped in their longest word;
 * - prefixes (10 %): `/api/search/suggest` with the first word and the start of the second of 200 names;
 * - SIREN (8 %) and SIRET (7 %): 200 of each, the SIREN written with spaces half of the time;
 * - filtered (10 %): frequent words with a department, a NAF code, or both.
 */
export async function buildQueryMix(pool: pg.Pool, seed = 1): Promise<MixEntry[]> {
  const next = random(seed);
  const sample = async (sql: string) => (await pool.query<{ value: string }>(sql)).rows.map((row) => row.value);
  // TABLESAMPLE with REPEATABLE keeps the draw fixed and cheap on 12.5 M rows.
  // Sampling rates of the full register (12.5 M companies), raised on a smaller one so that the mix fills up.
  const { rows: size } = await pool.query<{ companies: number; establishments: number }>(
    `SELECT (SELECT reltuples FROM pg_class WHERE relname = 'company_search')::float8 AS companies,
            (SELECT reltuples FROM pg_class WHERE relname = 'establishments')::float8 AS establishments`,
  );
  const rate = (percent: number, rows: number | undefined, wanted: number) => Math.min(100, Math.max(percent, (100 * 3 * wanted) / Math.max(1, rows ?? 0)));
  const names = await sample(
    `SELECT name AS value FROM company_search TABLESAMPLE SYSTEM (${rate(0.05, size[0]?.companies, 800)}) REPEATABLE (${seed})
      WHERE name <> '[ND]' AND length(name) BETWEEN 6 AND 60 LIMIT 800`,
  );
  const sirens = await sample(`SELECT siren AS value FROM company_search TABLESAMPLE SYSTEM (${rate(0.02, size[0]?.companies, 200)}) REPEATABLE (${seed + 1}) LIMIT 200`);
  const sirets = await sample(`SELECT siret AS value FROM establishments TABLESAMPLE SYSTEM (${rate(0.02, size[0]?.establishments, 200)}) REPEATABLE (${seed + 2}) LIMIT 200`);
  if (names.length < 800 || sirens.length < 200 || sirets.length < 200) throw new Error('the register is too small for the benchmark mix');
  const rare = names.slice(0, 200);
  const partial = names.slice(200, 400).map((name) => name.split(' ').slice(0, 2 + Math.floor(next() * 2)).join(' '));
  const typos = names.slice(400, 600).map((name) => misspell(name, next));
  const prefixes = names.slice(600, 800).map((name) => {
    const [first, second] = name.split(' ');
    return second ? `${first} ${second.slice(0, 3)}` : (first ?? name).slice(0, 4);
  });
  const frequent = ['boulangerie', 'sci', 'holding', 'garage', 'pharmacie', 'immobilier', 'transports', 'conseil'];
  const filtered = [
    q('boulangerie', '&department=75'),
    q('sci', '&department=69'),
    q('holding', '&activity_code=70.10Z'),
    q('garage', '&activity_code=45.20A&department=33'),
    q('transports', '&department=13,83,84'),
    q('conseil', '&activity_code=70.22Z&status=active'),
    q('sci', '&department=2A'),
    q('pharmacie', '&region=84'),
  ];
  return [
    { kind: 'frequent word', weight: 20, urls: frequent.map((text) => q(text)) },
    { kind: 'rare name', weight: 20, urls: rare.map((text) => q(text)) },
    { kind: '2-3 words', weight: 15, urls: partial.map((text) => q(text)) },
    { kind: 'typo', weight: 10, urls: typos.map((text) => q(text)) },
    { kind: 'prefix (suggest)', weight: 10, urls: prefixes.map((text) => `/api/search/suggest?q=${encodeURIComponent(text)}`) },
    { kind: 'SIREN', weight: 8, urls: sirens.map((siren, i) => q(i % 2 ? `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}` : siren)) },
    { kind: 'SIRET', weight: 7, urls: sirets.map((siret) => q(siret)) },
    { kind: 'filtered', weight: 10, urls: filtered },
  ];
}

/** The mix as one list of requests in a fixed shuffled order, each kind in proportion to its weight. */
export function scheduleMix(mix: MixEntry[], length: number, seed = 1): Array<{ kind: string; url: string }> {
  const next = random(seed + 100);
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  const schedule: Array<{ kind: string; url: string }> = [];
  for (const entry of mix) {
    const count = Math.round((length * entry.weight) / total);
    for (let i = 0; i < count; i++) schedule.push({ kind: entry.kind, url: entry.urls[i % entry.urls.length] ?? '' });
  }
  for (let i = schedule.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [schedule[i], schedule[j]] = [schedule[j]!, schedule[i]!];
  }
  return schedule;
}
