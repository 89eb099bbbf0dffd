/**
 * What mapping Sirene CSV records to binary COPY tuples costs in Node, with no database and no I/O measured (issue:
 * open data).
 *
 *   npx tsx bench/import/sirene-map.ts [--file .data/bench/register-1000000/StockEtablissement_utf8.csv]
 *     [--kind sirene-etab|sirene-ul] [--megabytes 400] [--rounds 5]
 *
 * Reads the start of the file into memory, cuts it into chunks of about 1 MB of whole records as the importer does,
 * maps them all in this thread `rounds` times (the importer's way on two cores) and prints the median and the
 * minimum per row; writes bench/results/sirene-map-*.json.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ChunkMapper } from '../../packages/open-data/src/sirene/chunk-mapper';
import { parseCsv } from '../../packages/open-data/src/sirene/csv-record-parser';
import { recordBoundary } from '../../packages/open-data/src/sirene/record-chunker';
import { SIRENE_ROW_KINDS, type SireneRowKindName } from '../../packages/open-data/src/sirene/sirene-row-kinds';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({
  options: {
    file: { type: 'string', default: '.data/bench/register-1000000/StockEtablissement_utf8.csv' },
    kind: { type: 'string', default: 'sirene-etab' },
    megabytes: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '5' },
  },
});

const kind = values.kind as SireneRowKindName;
if (!(kind in SIRENE_ROW_KINDS)) throw new Error(`--kind: one of ${Object.keys(SIRENE_ROW_KINDS).join(', ')}`);
const rounds = Number(values.rounds);
const content = Buffer.allocUnsafeSlow(Number(values.megabytes) << 20);
const descriptor = openSync(values.file as string, 'r');
const read = readSync(descriptor, content, 0, content.length, 0);
closeSync(descriptor);
const headerEnd = content.indexOf(10);
const header = parseCsv(content.subarray(0, headerEnd).toString('utf8'))[0]?.fields ?? [];
const chunks: Buffer[] = [];
for (let at = headerEnd + 1; ; ) {
  const cut = recordBoundary(content.subarray(at, Math.min(read, at + (1 << 20))));
  if (cut === 0 || at + (1 << 20) > read) break;
  chunks.push(content.subarray(at, at + cut));
  at += cut;
}

const mapper = new ChunkMapper(SIRENE_ROW_KINDS[kind], header, null);
const seconds: number[] = [];
let rows = 0;
for (let round = 0; round < rounds; round++) {
  const started = performance.now();
  rows = 0;
  for (const chunk of chunks) rows += mapper.mapChunk(chunk).read;
  seconds.push((performance.now() - started) / 1000);
}
seconds.sort((a, b) => a - b);
const median = seconds[Math.floor(seconds.length / 2)] ?? 0;
const nanosPerRow = (s: number) => Math.round((s / rows) * 1e9);
console.log(`${kind}: ${rows} rows, ${chunks.length} chunks; ${seconds.map((s) => s.toFixed(2)).join(' ')} s`);
console.log(`median ${nanosPerRow(median)} ns a row, minimum ${nanosPerRow(seconds[0] ?? 0)} ns`);
const file = await writeBenchResult('sirene-map', { file: values.file, kind, rows, seconds, medianNanosPerRow: nanosPerRow(median) });
console.log(`written to ${file}`);
