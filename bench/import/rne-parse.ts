/**
 * What reading an RNE record costs in Node, stage by stage, on generated JSON lines (issue: open data).
 *
 *   npx tsx bench/import/rne-parse.ts [--file .data/bench/register-200000/rne.jsonl] [--records 60000] [--rounds 7]
 *
 * The records are read into memory first (no I/O measured), then each stage runs over all of them, `rounds` times,
 * alternated: `JSON.parse` of the decoded line (what the importer did until 2026-11-26), the selective parser over
 * the bytes (`RNE_FIELDS_READ`, what it does now), and the mapping of the selected fields to rows. Prints the
 * median and the minimum per record, and writes bench/results/rne-parse-*.json.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SelectiveJsonParser } from '../../packages/open-data/src/io/selective-json';
import { parseRneCompany } from '../../packages/open-data/src/rne/parse-rne-company';
import { RNE_FIELDS_READ } from '../../packages/open-data/src/rne/rne-fields-read';
import { writeBenchResult } from '../write-result';

const { values } = parseArgs({
  options: {
    file: { type: 'string', default: '.data/bench/register-200000/rne.jsonl' },
    records: { type: 'string', default: '60000' },
    rounds: { type: 'string', default: '7' },
  },
});

const wanted = Number(values.records);
const rounds = Number(values.rounds);
// The records wanted, read from the start of the file (a full-scale file is larger than a Buffer can hold).
const content = Buffer.allocUnsafe(wanted * 8_192);
const descriptor = openSync(values.file as string, 'r');
const read = readSync(descriptor, content, 0, content.length, 0);
closeSync(descriptor);
const lines: Buffer[] = [];
for (let from = 0, to = content.indexOf(10); to !== -1 && to < read && lines.length < wanted; from = to + 1, to = content.indexOf(10, from)) {
  lines.push(content.subarray(from, to));
}
const bytes = lines.reduce((sum, line) => sum + line.length, 0);
const parser = new SelectiveJsonParser(RNE_FIELDS_READ);

/** Each stage: what it runs over all records (timed), made by an untimed set-up, so no stage holds another's values. */
const stages: Record<string, () => () => void> = {
  'JSON.parse (decoded line)': () => () => {
    for (const line of lines) JSON.parse(line.toString('utf8'));
  },
  'selective parse (bytes)': () => () => {
    for (const line of lines) parser.parse(line);
  },
  'mapping to rows': () => {
    const selected = lines.map((line) => parser.parse(line));
    return () => {
      for (const value of selected) parseRneCompany(value);
    };
  },
};

const timings = new Map<string, number[]>(Object.keys(stages).map((name) => [name, []]));
const entries = Object.entries(stages);
for (let round = 0; round < rounds; round++) {
  // Each round starts with another stage, so that none always pays for the garbage of the one before.
  for (const [name, setUp] of [...entries.slice(round % entries.length), ...entries.slice(0, round % entries.length)]) {
    const run = setUp();
    const started = performance.now();
    run();
    timings.get(name)?.push(((performance.now() - started) * 1000) / lines.length);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const results = [...timings].map(([stage, micros]) => ({ stage, medianMicros: Number(median(micros).toFixed(2)), minMicros: Number(Math.min(...micros).toFixed(2)) }));
console.log(`${lines.length} records, ${(bytes / lines.length).toFixed(0)} bytes each, ${rounds} rounds`);
console.log('| stage | µs per record (median) | min |\n|---|---:|---:|');
for (const r of results) console.log(`| ${r.stage} | ${r.medianMicros} | ${r.minMicros} |`);
const file = await writeBenchResult('rne-parse', { file: values.file, records: lines.length, bytesPerRecord: bytes / lines.length, rounds, results });
console.log(`results written to ${file}`);
