import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRegister } from '../../src/generate';
import { type JsonSelection, SelectiveJsonParser } from '../../src/io/selective-json';
import { parseRneCompany } from '../../src/rne/parse-rne-company';
import { RNE_FIELDS_READ } from '../../src/rne/rne-fields-read';
import { realSample } from '../real-sample';

const FIXTURES = fileURLToPath(new URL('../fixtures/rne/', import.meta.url));
const SAMPLE = realSample('mocked-api-responses.json');

/** The company objects of a fixture file: JSON lines, an array, one object, or the API-responses wrapper. */
function companyObjects(text: string): unknown[] {
  const trimmed = text.trim();
  const values: unknown[] = trimmed.startsWith('[') || !trimmed.includes('\n{') ? [JSON.parse(trimmed)] : [];
  if (values.length === 0) {
    for (const line of trimmed.split('\n')) {
      try {
        values.push(JSON.parse(line));
      } catch {
        // The rejects fixture holds a line of bad JSON on purpose.
      }
    }
  }
  return values.flatMap((value) => {
    if (Array.isArray(value)) return value as unknown[];
    const responses = (value as { responses?: Array<{ data?: unknown }> }).responses;
    return responses ? responses.map((response) => response.data).filter((data) => data) : [value];
  });
}

/** The value wrapped so that every field read through it (at any depth) is noted by its path (`a.b[].c`). */
function recording(value: unknown, path: string, touched: Set<string>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      const child: unknown = Reflect.get(target, key, receiver);
      if (typeof key === 'symbol') return child;
      if (Array.isArray(target)) return /^\d+$/.test(key) ? recording(child, `${path}[]`, touched) : child;
      const childPath = path === '' ? key : `${path}.${key}`;
      touched.add(childPath);
      return recording(child, childPath, touched);
    },
  });
}

/** True when the selection builds the field at this path. */
function selects(selection: JsonSelection, path: string): boolean {
  let current: JsonSelection = selection;
  for (const step of path.replaceAll('[]', '.[]').split('.')) {
    if (current === true) return true;
    if (Array.isArray(current)) {
      if (step !== '[]') return false;
      current = current[0] as JsonSelection;
      continue;
    }
    const child: JsonSelection | undefined = (current as Record<string, JsonSelection>)[step];
    if (child === undefined) return false;
    current = child;
  }
  return true;
}

describe('RNE_FIELDS_READ', () => {
  let dir: string;
  const records: unknown[] = [];

  beforeAll(async () => {
    for (const name of await readdir(FIXTURES)) {
      if (/\.jsonl?$/.test(name)) records.push(...companyObjects(readFileSync(join(FIXTURES, name), 'utf8')));
    }
    records.push(...companyObjects(readFileSync(SAMPLE, 'utf8')));
    dir = await mkdtemp(join(tmpdir(), 'rne-fields-'));
    await generateRegister({ companies: 1_500, outDir: dir, seed: 3, include: ['rne'] });
    records.push(...companyObjects(readFileSync(join(dir, 'rne.jsonl'), 'utf8')));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('lists every field the RNE mapping reads', () => {
    const touched = new Set<string>();
    for (const record of records) parseRneCompany(recording(record, '', touched));
    // The walk reached the directors, the entrepreneur, the history and the closure fields.
    for (const path of ['formality.content.personneMorale.composition.pouvoirs[].individu.descriptionPersonne.nom', 'formality.historique[].dateEffet']) {
      expect(touched).toContain(path);
    }
    expect([...touched].filter((path) => !selects(RNE_FIELDS_READ, path))).toEqual([]);
  });

  it('gives the same rows from the selected fields as from the whole record', () => {
    expect(records.length).toBeGreaterThan(1_000);
    const parser = new SelectiveJsonParser(RNE_FIELDS_READ);
    for (const record of records) {
      const selected = parser.parse(Buffer.from(JSON.stringify(record)));
      expect(parseRneCompany(selected)).toEqual(parseRneCompany(record));
    }
  });

  it('is checked by the first test: a field left out is found', () => {
    const touched = new Set<string>();
    for (const record of records) parseRneCompany(recording(record, '', touched));
    const withoutCapital = structuredClone(RNE_FIELDS_READ) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a deep edit of a test copy
    delete withoutCapital.formality.content.personneMorale.identite.description.montantCapital;
    expect([...touched].filter((path) => !selects(withoutCapital as JsonSelection, path))).toContain(
      'formality.content.personneMorale.identite.description.montantCapital',
    );
  });
});
