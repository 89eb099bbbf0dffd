/**
 * Lighthouse scores of the site (issue 6, quality).
 *
 *   npx tsx bench/lighthouse/run.ts [--admin-url postgres://postgres@127.0.0.1:5432/postgres]
 *                                   [--companies 1500] [--runs 1] [--chromium /usr/bin/chromium]
 *
 * Builds nothing: it uses the site's last production build (apps/web/.next; `npm start` or
 * `npx next build` in apps/web makes it) and says when that build is older than the site's sources.
 * 1. creates a scratch database on the server of `--admin-url` (default DATABASE_URL, else the local
 *    PostgreSQL) with the test harness's server: migrated, nomenclatures and a generated demo register
 *    (`--companies`, seed 7); dropped at the end;
 * 2. starts the API and the built site on free ports, as the browser tests do;
 * 3. runs Lighthouse (default config: mobile emulation, simulated throttling) with the system
 *    Chromium on the home page, search results, a company page, `/extrait-kbis` and `/login`,
 *    `--runs` times each, keeping the run of median performance;
 * 4. prints each page's four category scores, the audits that cost points in each category below
 *    100 (points lost, and savings for performance audits), and checks them against the budgets;
 * 5. writes bench/results/lighthouse-<date>.json (summary) and lighthouse-<date>-<page>.json (the
 *    full Lighthouse result of each page, viewable at https://googlechrome.github.io/lighthouse/viewer/).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { repoRoot } from '../../scripts/stack/repo-root';
import { startBenchSite } from '../../scripts/stack/start-bench-site';
import { isWebBuildFresh } from '../../scripts/stack/web-build';

const { values } = parseArgs({
  options: {
    'admin-url': { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    companies: { type: 'string', default: '1500' },
    runs: { type: 'string', default: '1' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    // `--page article=/actualites/fiscalite/…` (repeatable): measure these pages instead of the default five.
    page: { type: 'string', multiple: true },
  },
});
const adminUrl = values['admin-url'] as string;
const companies = Number(values.companies);
const runs = Number(values.runs);
const chromePath = values.chromium as string;
const log = (line: string) => console.log(`[bench:lighthouse] ${line}`);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number | null>;

/** DESIGN §6 and issue 6; a page without budgets is measured and reported only. */
const BUDGETS: Record<string, Partial<Scores>> = {
  home: { performance: 95, accessibility: 100, seo: 100, 'best-practices': 95 },
  results: { performance: 95, accessibility: 100, seo: 100, 'best-practices': 95 },
  company: { performance: 95, accessibility: 100, seo: 100 },
};
/** Pages measured with `--page` are held to the company page's budget (DESIGN.md §6). */
const budgetOf = (page: string): Partial<Scores> => BUDGETS[page] ?? (NOINDEX_PAGES.has(page) ? {} : (BUDGETS.company ?? {}));

/** Pages answered with `noindex` by design: Lighthouse's `is-crawlable` audit fails there. */
const NOINDEX_PAGES = new Set(['login']);

interface AuditCost {
  id: string;
  title: string;
  score: number | null;
  /** Points of the category score this audit costs (weight × (1 − score), over the category's weights). */
  pointsLost: number;
  displayValue?: string;
  /** Lighthouse's estimated savings of this audit, by metric (ms, or unitless for CLS). */
  metricSavings?: Record<string, number>;
  overallSavingsMs?: number;
  overallSavingsBytes?: number;
  /** The audit's first detail items (script, request, console message or element), shortened. */
  items?: string[];
}

interface PageResult {
  page: string;
  url: string;
  finalUrl: string;
  scores: Scores;
  metrics: Record<string, string | undefined>;
  costs: Record<Category, AuditCost[]>;
  budgetMisses: string[];
  runWarnings: string[];
  /** Lighthouse's CPU benchmark of the machine during the run (lower: busier or slower machine). */
  benchmarkIndex: number;
}

/** A detail item in one line: what it is about (URL path, message, element) and its main figure. */
function describeItem(item: Record<string, unknown>): string | undefined {
  const about = (() => {
    if (typeof item.description === 'string') {
      const where = (item.sourceLocation as { url?: unknown } | undefined)?.url ?? item.url;
      return `${typeof item.source === 'string' ? `${item.source}: ` : ''}${item.description}${typeof where === 'string' ? ` ${where.replace(/^https?:\/\/[^/]+/, '')}` : ''}`;
    }
    const node = item.node as { selector?: unknown; snippet?: unknown } | undefined;
    if (node && typeof node.selector === 'string') return node.selector;
    if (typeof item.url === 'string') return item.url.replace(/^https?:\/\/[^/]+/, '');
    if (typeof item.phase === 'string') return item.phase;
    return undefined;
  })();
  if (!about) return undefined;
  const figures = [
    typeof item.total === 'number' ? `${Math.round(item.total)} ms` : '',
    typeof item.wastedBytes === 'number' ? `${Math.round(item.wastedBytes / 1024)} KiB wasted` : '',
    typeof item.responseTime === 'number' ? `${Math.round(item.responseTime)} ms` : '',
    typeof item.timing === 'number' ? `${Math.round(item.timing)} ms` : '',
  ].filter(Boolean);
  return `${about.slice(0, 200)}${figures.length ? ` (${figures.join(', ')})` : ''}`;
}

function topItems(details: unknown, count = 5): string[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  // A list of tables (largest-contentful-paint-element): the items of each.
  const flat = items.flatMap((item: unknown) => {
    const nested = (item as { type?: unknown; items?: unknown }).type === 'table' ? (item as { items?: unknown }).items : undefined;
    return Array.isArray(nested) ? nested : [item];
  });
  return flat.flatMap((item: unknown) => (item && typeof item === 'object' ? [describeItem(item as Record<string, unknown>)] : [])).filter((line): line is string => Boolean(line)).slice(0, count);
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Audits of a category that cost points, most costly first; performance also lists audits with savings. */
function categoryCosts(lhr: Result, category: Category): AuditCost[] {
  const entry = lhr.categories[category];
  if (!entry) return [];
  const totalWeight = entry.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
  const costs: AuditCost[] = [];
  for (const ref of entry.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit) continue;
    const score = audit.score;
    const failing = score !== null && score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual';
    const pointsLost = failing && totalWeight > 0 ? (ref.weight * (1 - score)) / totalWeight * 100 : 0;
    const metricSavings = Object.fromEntries(Object.entries(audit.metricSavings ?? {}).filter(([, value]) => typeof value === 'number' && value > 0)) as Record<string, number>;
    const details = audit.details as { overallSavingsMs?: unknown; overallSavingsBytes?: unknown } | undefined;
    const overallSavingsMs = numberOrUndefined(details?.overallSavingsMs);
    const overallSavingsBytes = numberOrUndefined(details?.overallSavingsBytes);
    const hasSavings = Object.keys(metricSavings).length > 0 || (overallSavingsMs ?? 0) > 0 || (overallSavingsBytes ?? 0) > 0;
    const relevant = pointsLost > 0 || (category === 'performance' && ref.weight === 0 && failing && hasSavings);
    if (!relevant) continue;
    costs.push({
      id: ref.id,
      title: audit.title,
      score,
      pointsLost: Math.round(pointsLost * 10) / 10,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      ...(Object.keys(metricSavings).length > 0 ? { metricSavings } : {}),
      ...(overallSavingsMs ? { overallSavingsMs: Math.round(overallSavingsMs) } : {}),
      ...(overallSavingsBytes ? { overallSavingsBytes: Math.round(overallSavingsBytes) } : {}),
      items: topItems(audit.details),
    });
  }
  return costs.sort((a, b) => b.pointsLost - a.pointsLost || (b.overallSavingsMs ?? 0) - (a.overallSavingsMs ?? 0));
}

function scoresOf(lhr: Result): Scores {
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  return { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

function summarise(page: string, url: string, lhr: Result): PageResult {
  const scores = scoresOf(lhr);
  const budget = budgetOf(page);
  const budgetMisses = CATEGORIES.flatMap((category) => {
    const min = budget[category];
    const got = scores[category];
    return min !== undefined && min !== null && (got === null || got < min) ? [`${category} ${got ?? 'n/a'} < ${min}`] : [];
  });
  return {
    page,
    url,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue])),
    costs: Object.fromEntries(CATEGORIES.map((category) => [category, categoryCosts(lhr, category)])) as Record<Category, AuditCost[]>,
    budgetMisses,
    runWarnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function printPage(result: PageResult): void {
  const { scores } = result;
  log(`${result.page} ${result.url}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}`);
  log(`  metrics (benchmarkIndex ${result.benchmarkIndex}): ${METRICS.map((id) => `${id} ${result.metrics[id] ?? 'n/a'}`).join(', ')}`);
  for (const category of CATEGORIES) {
    for (const cost of result.costs[category].slice(0, 8)) {
      const savings = [
        cost.metricSavings ? Object.entries(cost.metricSavings).map(([metric, value]) => `${metric} −${Math.round(value * 1000) / 1000}`).join(' ') : '',
        cost.overallSavingsMs ? `${cost.overallSavingsMs} ms` : '',
        cost.overallSavingsBytes ? `${Math.round(cost.overallSavingsBytes / 1024)} KiB` : '',
      ].filter(Boolean).join(', ');
      const lost = cost.pointsLost > 0 ? `−${cost.pointsLost} pts` : 'diagnostic, weight 0';
      log(`  ${category}: ${cost.id} ${lost} (score ${cost.score ?? 'n/a'}${cost.displayValue ? `, ${cost.displayValue}` : ''}${savings ? `; savings ${savings}` : ''})`);
      for (const item of cost.items ?? []) log(`      ${item}`);
    }
  }
  if (NOINDEX_PAGES.has(result.page) && result.costs.seo.some((cost) => cost.id === 'is-crawlable')) log('  seo: is-crawlable fails because the page is noindex by design');
  for (const warning of result.runWarnings) log(`  warning: ${warning}`);
  log(`  budgets: ${result.budgetMisses.length ? `MISSED ${result.budgetMisses.join('; ')}` : Object.keys(budgetOf(result.page)).length ? 'met' : 'none for this page'}`);
}

async function main(): Promise<void> {
  if (!Number.isInteger(companies) || companies < 1 || !Number.isInteger(runs) || runs < 1) throw new Error('--companies and --runs must be positive integers');
  if (!(await isWebBuildFresh())) log('WARNING: apps/web/.next is missing or older than the site sources; the scores are those of the last build');
  const site = await startBenchSite(adminUrl, companies, 'lighthouse', log);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const { web } = site.stack;
    const companyUrl = site.companyPath;
    const chosen = (values.page ?? []).map((entry): [string, string] => {
      const [name, ...path] = entry.split('=');
      if (!name || !path.join('=').startsWith('/')) throw new Error(`--page ${entry}: expected name=/path`);
      return [name, path.join('=')];
    });
    const pages: Array<[string, string]> = chosen.length
      ? chosen
      : [
          ['home', '/'],
          ['results', '/resultats?q=boulangerie'],
          ['company', companyUrl],
          ['kbis', '/extrait-kbis'],
          ['login', '/login'],
        ];
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
    const load = loadavg().map((value) => value.toFixed(2)).join(' ');
    log(`Chromium on port ${chrome.port}; load average before the runs: ${load} (${cpus().length} cores)`);
    const started = new Date();
    const results: PageResult[] = [];
    let lighthouseVersion = '';
    const stamp = started.toISOString().replace(/[:.]/g, '-');
    const outDir = resolve(repoRoot, 'bench/results');
    await mkdir(outDir, { recursive: true });
    for (const [page, path] of pages) {
      const target = `${web.url}${path}`;
      const lhrs: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const answer = await lighthouse(target, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!answer) throw new Error(`Lighthouse gave no result for ${target}`);
        if (answer.lhr.runtimeError) throw new Error(`Lighthouse failed on ${target}: ${answer.lhr.runtimeError.code} ${answer.lhr.runtimeError.message}`);
        lhrs.push(answer.lhr);
      }
      lighthouseVersion = lhrs[0]!.lighthouseVersion;
      const median = [...lhrs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[Math.floor(lhrs.length / 2)]!;
      const result = summarise(page, path, median);
      if (runs > 1) log(`${page}: performance over ${runs} runs: ${lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)).join(', ')}`);
      printPage(result);
      results.push(result);
      await writeFile(join(outDir, `lighthouse-${stamp}-${page}.json`), JSON.stringify(median));
    }
    const summaryFile = join(outDir, `lighthouse-${stamp}.json`);
    await writeFile(
      summaryFile,
      JSON.stringify({ date: started.toISOString(), lighthouse: lighthouseVersion, companies, runs, loadAverageBefore: load, loadAverageAfter: loadavg(), pages: results }, null, 2),
    );
    log(`wrote ${summaryFile}`);
    const missed = results.filter((result) => result.budgetMisses.length > 0);
    log(missed.length ? `budgets missed on: ${missed.map((result) => result.page).join(', ')}` : 'all budgets met');
  } finally {
    await chrome?.kill();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
