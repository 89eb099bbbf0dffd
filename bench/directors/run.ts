/**
 * Director endpoints benchmark (issue 4, directors part).
 *
 *   npx tsx bench/directors/run.ts [--database-url postgres://postgres@127.0.0.1:5432/registre_bench]
 *                                  [--concurrency 8] [--seconds 20] [--port 4110]
 *
 * Needs a register with persons and mandates imported by the RNE importer (which refreshes the
 * director search tables), for example `npm run data -- generate --companies 300000 --only sirene,rne`
 * then `import sirene-ul`, `import sirene-etab`, `import rne`. Then:
 * 1. starts the API alone (apps/api/src/main.ts, its own process) on that database, rate limits lifted;
 * 2. a fixed mix over HTTP, `--concurrency` keep-alive clients for `--seconds` after a warm-up:
 *    director search (full names in either order, last names alone, the most frequent last names,
 *    a typo, a name with its birth year), profiles, personal data, index listings (first pages and
 *    pages deep in the largest scope, reached by a cursor): p50/p95/p99 by kind, throughput;
 * 3. one query at a time: the search over HTTP against a naive `ILIKE '%…%'` over persons' names;
 * 4. writes bench/results/directors-<date>.json.
 */
import { parseArgs } from 'node:util';
import { createPool } from '@registre/db';
import { runLoad, summary } from '../search/load';
import { startBenchApi } from '../search/start-api';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_bench' },
    concurrency: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '20' },
    port: { type: 'string', default: '4110' },
  },
});
const databaseUrl = values['database-url'] as string;
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
const port = Number(values.port);
const baseUrl = `http://127.0.0.1:${port}`;
const log = (line: string) => console.log(`[bench:directors] ${line}`);

/** A typo: one letter of the longest word dropped. */
function misspell(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const at = Math.floor(longest.length / 2);
  return words.map((word) => (word === longest ? longest.slice(0, at) + longest.slice(at + 1) : word)).join(' ');
}

const cursorOf = (sortName: string, personId: number) => Buffer.from(JSON.stringify([sortName, personId])).toString('base64url');
const search = (name: string, extra = '') => `/api/search/directors?name=${encodeURIComponent(name)}${extra}`;

async function main(): Promise<void> {
  const pool = createPool(databaseUrl, { max: 2 });
  const count = async (sql: string) => (await pool.query<{ n: number }>(sql)).rows[0]?.n ?? 0;
  const persons = await count('SELECT count(*)::int AS n FROM persons');
  const searchable = await count('SELECT count(*)::int AS n FROM director_search');
  const entries = await count('SELECT count(*)::int AS n FROM director_index_entries');
  log(`register: ${persons} persons, ${searchable} searchable, ${entries} index entries`);
  if (searchable < 1000) throw new Error('too few directors for the benchmark: import RNE records first');

  const people = (
    await pool.query<{ id: string; last_name: string; first_names: string; birth_year: number | null }>(
      `SELECT id, last_name, first_names, birth_year FROM persons TABLESAMPLE SYSTEM (2) REPEATABLE (5)
        WHERE kind = 'natural' AND diffusible AND first_names IS NOT NULL LIMIT 400`,
    )
  ).rows;
  const frequent = (await pool.query<{ last_name: string }>(`SELECT last_name FROM persons WHERE last_name IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 10`)).rows;
  const scope = (await pool.query<{ scope: string; n: number }>('SELECT scope, count(*)::int AS n FROM director_index_entries GROUP BY 1 ORDER BY 2 DESC LIMIT 1')).rows[0];
  if (!scope) throw new Error('no index entries');
  const deep = (
    await pool.query<{ sort_name: string; person_id: string }>(
      'SELECT sort_name, person_id FROM director_index_entries WHERE scope = $1 ORDER BY sort_name, person_id OFFSET $2 LIMIT 20',
      [scope.scope, Math.floor(scope.n * 0.9)],
    )
  ).rows;
  const [kind, code] = scope.scope.split(':');
  const listing = kind === 'department' ? `/api/directors/by-department/${code}` : `/api/directors/by-sector/${code}`;
  const firstWord = (names: string) => names.split(' ')[0] ?? names;

  const mix: Array<{ kind: string; urls: string[] }> = [
    { kind: 'search: first + last name', urls: people.slice(0, 100).map((p) => search(`${firstWord(p.first_names)} ${p.last_name}`)) },
    { kind: 'search: last + first names', urls: people.slice(100, 200).map((p) => search(`${p.last_name} ${p.first_names}`)) },
    { kind: 'search: frequent last name', urls: frequent.map((f) => search(f.last_name)) },
    { kind: 'search: typo', urls: people.slice(200, 300).map((p) => search(misspell(`${firstWord(p.first_names)} ${p.last_name}`))) },
    { kind: 'search: with birth year', urls: people.slice(300, 400).map((p) => search(p.last_name, p.birth_year ? `&birth_year=${p.birth_year}` : '')) },
    { kind: 'profile', urls: people.map((p) => `/api/directors/${p.id}`) },
    { kind: 'personal', urls: people.map((p) => `/api/directors/${p.id}/personal`) },
    { kind: `listing first page (${scope.scope}, ${scope.n} rows)`, urls: [listing] },
    { kind: 'listing page at 90 %', urls: deep.map((row) => `${listing}?cursor=${cursorOf(row.sort_name, Number(row.person_id))}`) },
  ];
  const schedule = Array.from({ length: 4000 }, (_, i) => {
    const entry = mix[i % mix.length]!;
    return { kind: entry.kind, url: entry.urls[Math.floor(i / mix.length) % entry.urls.length]! };
  });

  const api = await startBenchApi(databaseUrl, port);
  try {
    log(`warm-up ${Math.min(5, seconds)} s`);
    await runLoad(baseUrl, schedule, concurrency, Math.min(5, seconds));
    log(`mix: ${concurrency} clients, ${seconds} s`);
    const run = await runLoad(baseUrl, schedule, concurrency, seconds);
    const byKind = Object.fromEntries([...run.latencies].map(([name, list]) => [name, summary(list)]));

    log('one at a time: the search over HTTP vs a naive ILIKE over persons');
    const comparison = [];
    for (const p of people.slice(0, 6)) {
      const name = `${firstWord(p.first_names)} ${p.last_name}`;
      const http: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        await fetch(`${baseUrl}${search(name)}`).then((r) => r.text());
        http.push(performance.now() - t0);
      }
      const t0 = performance.now();
      await pool.query(
        `SELECT id FROM persons WHERE concat_ws(' ', first_names, last_name) ILIKE $1 OR concat_ws(' ', last_name, first_names) ILIKE $1 ORDER BY id LIMIT 20`,
        [`%${name}%`],
      );
      const naive = performance.now() - t0;
      const row = { query: name, http_ms: summary(http).p50, naive_ilike_ms: Math.round(naive) };
      log(JSON.stringify(row));
      comparison.push(row);
    }

    const result = {
      date: new Date().toISOString(),
      database: databaseUrl.replace(/\/\/[^@]*@/, '//'),
      persons,
      searchable,
      index_entries: entries,
      concurrency,
      seconds,
      requests: run.requests,
      per_second: Math.round(run.perSecond),
      statuses: Object.fromEntries(run.statuses),
      by_kind: byKind,
      comparison,
    };
    const file = await writeBenchResult('directors', result);
    console.table(byKind);
    log(`${run.requests} requests, ${result.per_second}/s, statuses ${JSON.stringify(result.statuses)}; written to ${file}`);
  } finally {
    api.kill();
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
