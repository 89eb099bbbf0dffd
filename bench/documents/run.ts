/**
 * Render time and file size of every document kind (issue 21), in one run.
 *
 *   npx tsx bench/documents/run.ts [--runs 15] [--rows 5000]
 *
 * Renders each generated kind from the fixture company with every section filled
 * (packages/documents/test/fixtures/companies.ts), in each of its formats: two warm-up renders,
 * then `--runs` timed ones (wall clock of `renderDocument`, pure: no database). Then the largest
 * list: an establishments list of `--rows` rows, in PDF, XLSX and CSV. Prints p50/p95 of the wall clock
 * and of the process's CPU time (user + system: on a shared machine, what the render itself costs), sizes,
 * and the load average; writes bench/results/documents-*.json. Budgets: one document p95 ≤ 300 ms, a
 * 5,000-row list ≤ 2 s.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { DOCUMENT_KINDS, type DocumentFormat } from '@registre/domain';
import { renderDocument, type DocumentData, type GeneratedKindId, type IssueInfo } from '@registre/documents';
import { FULL_SECTIONS, fixtureData } from '../../packages/documents/test/fixtures/companies';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' }, rows: { type: 'string', default: '5000' } } });
const runs = Number(values.runs);
const rows = Number(values.rows);

const ISSUE: IssueInfo = {
  issuedAt: new Date(),
  verificationCode: '7K3M-Q9TX-2HVB',
  verificationUrl: 'https://registre-clair.fr/verification/7K3M-Q9TX-2HVB',
  brand: { name: 'Registre Clair', siteUrl: 'https://registre-clair.fr', accentColor: '#1f4e8c' },
};

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

interface Row {
  kind: string;
  format: DocumentFormat;
  rows: number | null;
  p50: number;
  p95: number;
  cpuP50: number;
  cpuP95: number;
  bytes: number;
  pages: number | null;
}

async function measure(kind: string, format: DocumentFormat, data: DocumentData, times: number, listRows: number | null): Promise<Row> {
  for (let i = 0; i < 2; i += 1) await renderDocument({ data, format, issue: ISSUE });
  const durations: number[] = [];
  const cpu: number[] = [];
  let last = await renderDocument({ data, format, issue: ISSUE });
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const usage = process.cpuUsage();
    last = await renderDocument({ data, format, issue: ISSUE });
    const used = process.cpuUsage(usage);
    durations.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  durations.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const row = {
    kind,
    format,
    rows: listRows,
    p50: quantile(durations, 0.5),
    p95: quantile(durations, 0.95),
    cpuP50: quantile(cpu, 0.5),
    cpuP95: quantile(cpu, 0.95),
    bytes: last.bytes.length,
    pages: last.pageCount,
  };
  const ms = (value: number) => value.toFixed(0).padStart(5);
  console.log(
    `[bench:documents] ${kind.padEnd(32)} ${format.padEnd(4)} p50 ${ms(row.p50)} ms  p95 ${ms(row.p95)} ms  cpu p50 ${ms(row.cpuP50)} ms  p95 ${ms(row.cpuP95)} ms  ${(row.bytes / 1024).toFixed(1).padStart(7)} kB${row.pages ? `  ${row.pages} p.` : ''}`,
  );
  return row;
}

const loadBefore = loadavg()[0] ?? NaN;
const results: Row[] = [];
for (const kind of DOCUMENT_KINDS.filter((k) => k.generated)) {
  for (const format of kind.formats) results.push(await measure(kind.id, format, fixtureData(kind.id as GeneratedKindId, true), runs, null));
}

const establishments = Array.from({ length: rows }, (_, i) => ({ ...FULL_SECTIONS.establishments[1]!, siret: `55203253${String(i).padStart(6, '0')}`, name: `Agence ${i + 1}` }));
const big = { ...fixtureData('establishments-list', true), establishments } as DocumentData;
for (const format of ['pdf', 'xlsx', 'csv'] as const) results.push(await measure('establishments-list', format, big, Math.max(3, Math.floor(runs / 5)), rows));

const single = results.filter((r) => r.rows === null).map((r) => r.p95).sort((a, b) => a - b);
console.log(`[bench:documents] single documents: worst p95 ${single.at(-1)?.toFixed(0)} ms, median of p95s ${quantile(single, 0.5).toFixed(0)} ms`);
const load = { before: loadBefore, after: loadavg()[0] ?? NaN };
console.log(`[bench:documents] load average (1 min) ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after, on ${String(availableParallelism())} cores`);
console.log(`[bench:documents] results: ${await writeBenchResult('documents', { runs, rows, load, results })}`);
