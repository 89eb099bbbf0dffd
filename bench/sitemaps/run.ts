/**
 * Sitemaps benchmark (issue 7, "SEO and caching at scale"): the time to produce every sitemap of
 * the register, as a crawler reads them.
 *
 *   npx tsx bench/sitemaps/run.ts [--database-url postgres://postgres@127.0.0.1:5432/registre_bench]
 *                                 [--urls-per-file 50000] [--concurrency 2] [--port 4111] [--cut true]
 *
 * 1. starts the API alone (apps/api/src/main.ts, its own process: it migrates the database) with
 *    SITEMAP_URLS_PER_FILE = --urls-per-file;
 * 2. unless `--cut false`, cuts the files again as an import does (`refresh_sitemap_files(n)`: one
 *    ordered pass over companies and persons) and times it: it writes the `sitemap_files` rows of that size;
 * 3. GETs /api/sitemaps/index.xml, then every file it lists over HTTP, `--concurrency` at a time,
 *    each body consumed as a stream as it arrives (counted, never kept whole): time to first byte and
 *    total per file, URLs per file (checked ≤ the limit), bytes;
 * 4. samples the API process's resident memory (VmRSS every 50 ms, and its VmHWM peak) while it streams;
 * 5. prints the totals and writes bench/results/sitemaps-<date>.json.
 */
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createPool } from '@registre/db';
import { startBenchApi } from '../search/start-api';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/registre_bench' },
    'urls-per-file': { type: 'string', default: '50000' },
    concurrency: { type: 'string', default: '2' },
    port: { type: 'string', default: '4111' },
    cut: { type: 'string', default: 'true' },
  },
});
const databaseUrl = values['database-url'] as string;
const perFile = Number(values['urls-per-file']);
const concurrency = Number(values.concurrency);
const port = Number(values.port);
const recut = values.cut !== 'false';
const baseUrl = `http://127.0.0.1:${port}`;
const log = (line: string) => console.log(`[bench:sitemaps] ${line}`);

interface FileResult {
  path: string;
  urls: number;
  bytes: number;
  firstByteMs: number;
  totalMs: number;
}

/** A status line of /proc/<pid>/status in kB (VmRSS, VmHWM), or null off Linux. */
async function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const match = status?.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) : null;
}

/** GETs one file and reads its body chunk by chunk, counting `<url>` entries across chunk edges. */
async function crawlFile(path: string): Promise<FileResult> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api${path}`);
  const firstByteMs = performance.now() - started;
  if (response.status !== 200 || !response.body) throw new Error(`GET /api${path}: ${response.status}`);
  const decoder = new TextDecoder();
  let urls = 0;
  let bytes = 0;
  let tail = '';
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    bytes += chunk.byteLength;
    const text = tail + decoder.decode(chunk, { stream: true });
    urls += text.split('<url>').length - 1;
    tail = text.slice(-4);
  }
  return { path, urls, bytes, firstByteMs, totalMs: performance.now() - started };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function main(): Promise<void> {
  const pool = createPool(databaseUrl, { max: 2 });
  const api = await startBenchApi(databaseUrl, port, { SITEMAP_URLS_PER_FILE: String(perFile) });
  const pid = api.pid;
  if (pid === undefined) throw new Error('the API has no pid');
  try {
    const counted = await pool.query<{ companies: number; diffusible_companies: number; persons: number; diffusible_persons: number }>(
      `SELECT (SELECT count(*) FROM companies)::int AS companies, (SELECT count(*) FROM companies WHERE diffusion_status = 'O')::int AS diffusible_companies,
              (SELECT count(*) FROM persons)::int AS persons, (SELECT count(*) FROM persons WHERE diffusible)::int AS diffusible_persons`,
    );
    const register = counted.rows[0];
    log(`register: ${JSON.stringify(register)}; files of ${perFile} URLs, ${concurrency} at a time`);

    let cutSeconds: number | null = null;
    if (recut) {
      const started = performance.now();
      await pool.query('SELECT public.refresh_sitemap_files($1)', [perFile]);
      cutSeconds = (performance.now() - started) / 1000;
      log(`files cut in ${cutSeconds.toFixed(2)} s (refresh_sitemap_files, as after an import)`);
    }

    const rssBeforeKb = await procStatusKb(pid, 'VmRSS');
    let rssMaxKb = rssBeforeKb ?? 0;
    const sampler = setInterval(() => {
      void procStatusKb(pid, 'VmRSS').then((kb) => {
        if (kb !== null) rssMaxKb = Math.max(rssMaxKb, kb);
      });
    }, 50);

    const started = performance.now();
    const indexResponse = await fetch(`${baseUrl}/api/sitemaps/index.xml`);
    const indexXml = await indexResponse.text();
    const indexMs = performance.now() - started;
    if (indexResponse.status !== 200) throw new Error(`index: ${indexResponse.status} ${indexXml.slice(0, 200)}`);
    const paths = [...indexXml.matchAll(/<loc>[^<]*?(\/sitemaps\/(?:companies|directors)\/\d+\.xml)<\/loc>/g)].map((match) => match[1] as string);
    log(`index: ${paths.length} files listed, read in ${indexMs.toFixed(0)} ms`);

    const results: FileResult[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < paths.length) {
          const path = paths[next++] as string;
          const result = await crawlFile(path);
          if (result.urls > perFile) throw new Error(`${path}: ${result.urls} URLs, more than ${perFile}`);
          results.push(result);
          if (results.length % 50 === 0) log(`${results.length}/${paths.length} files`);
        }
      }),
    );
    const totalSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const peakKb = await procStatusKb(pid, 'VmHWM');

    const sum = (pick: (r: FileResult) => number, kind?: string) => results.filter((r) => !kind || r.path.includes(`/${kind}/`)).reduce((total, r) => total + pick(r), 0);
    const urls = sum((r) => r.urls);
    const bytes = sum((r) => r.bytes) + Buffer.byteLength(indexXml);
    const fileTimes = results.map((r) => r.totalMs).sort((a, b) => a - b);
    const firstBytes = results.map((r) => r.firstByteMs).sort((a, b) => a - b);
    const summary = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, loadavg: loadavg().map((v) => round(v, 2)) },
      databaseUrl: databaseUrl.replace(/\/\/[^@]*@/, '//'),
      register,
      urlsPerFile: perFile,
      concurrency,
      cutSeconds: cutSeconds === null ? null : round(cutSeconds, 2),
      totalSeconds: round(totalSeconds, 2),
      files: results.length + 1,
      urls,
      companyUrls: sum((r) => r.urls, 'companies'),
      directorUrls: sum((r) => r.urls, 'directors'),
      bytes,
      urlsPerSecond: Math.round(urls / totalSeconds),
      megabytesPerSecond: round(bytes / 1e6 / totalSeconds),
      indexMs: round(indexMs),
      fileMs: { p50: round(percentile(fileTimes, 50)), p95: round(percentile(fileTimes, 95)), max: round(fileTimes.at(-1) ?? 0) },
      firstByteMs: { p50: round(percentile(firstBytes, 50)), p95: round(percentile(firstBytes, 95)), max: round(firstBytes.at(-1) ?? 0) },
      apiRssMb: { beforeCrawl: rssBeforeKb === null ? null : round(rssBeforeKb / 1024), maxSampledDuringCrawl: round(rssMaxKb / 1024), peakVmHWM: peakKb === null ? null : round(peakKb / 1024) },
    };
    console.log(JSON.stringify(summary, null, 2));
    const file = await writeBenchResult('sitemaps', summary);
    log(`written to ${file}`);
  } finally {
    api.kill();
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
