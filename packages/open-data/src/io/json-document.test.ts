import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readJsonDocument } from './json-document';
import type { JsonRecordText } from './json-record-text';

/** A stream of the UTF-8 bytes of the text in pieces of `size` bytes, to cross chunk boundaries everywhere. */
function chunked(text: string, size: number): Readable {
  const bytes = Buffer.from(text, 'utf8');
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return Readable.from(pieces);
}

async function collect(records: AsyncIterable<JsonRecordText>) {
  const out: Array<{ value: unknown; line: number; entry: number }> = [];
  for await (const { text, line, entry } of records) out.push({ value: JSON.parse(text), line, entry });
  return out;
}

async function values(text: string, size: number): Promise<unknown[]> {
  return (await collect(readJsonDocument(chunked(text, size)))).map((r) => r.value);
}

const V1 = `{
  "nhits": 2,
  "parameters": { "dataset": "annonces-commerciales", "rows": 10, "facet": ["records"] },
  "records": [
    { "recordid": "r1", "fields": { "id": "A1", "text": "a } tricky ] \\"string\\" {" } },
    { "recordid": "r2", "fields": { "id": "A2", "nested": [ { "x": 1 } ] } }
  ],
  "facet_groups": [ { "name": "records", "facets": [ { "name": "x" } ] } ]
}`;

describe('readJsonDocument', () => {
  it('yields the records of an ODS v1 response with their line and position, skipping the rest', async () => {
    for (const size of [1, 3, 7, 64, 100_000]) {
      expect(await collect(readJsonDocument(chunked(V1, size)))).toEqual([
        { value: { recordid: 'r1', fields: { id: 'A1', text: 'a } tricky ] "string" {' } }, line: 5, entry: 1 },
        { value: { recordid: 'r2', fields: { id: 'A2', nested: [{ x: 1 }] } }, line: 6, entry: 2 },
      ]);
    }
  });

  it('reads runs of backslashes before quotes, wherever the chunks are cut', async () => {
    // p is `x\`, q is `\"}`: an even run ends the string, an odd one escapes the quote.
    const text = '{"records":[{"p":"x\\\\","q":"\\\\\\"}"}]}';
    for (let size = 1; size <= 9; size++) expect(await values(text, size)).toEqual([{ p: 'x\\', q: '\\"}' }]);
  });

  it('yields the results of a v2.1 response, whatever the key order', async () => {
    expect(await values('{"results":[{"id":"B1"},{"id":"B2"}],"total_count":2}', 5)).toEqual([{ id: 'B1' }, { id: 'B2' }]);
  });

  it('streams the responses of an RNE API wrapper, numbered by position', async () => {
    const text = '{"metadata":{"description":"Réponses"},\n"responses":[\n{"siren":"1","data":{"a":"é"}},\n{"siren":"2","error":"404"}\n]}';
    for (const size of [1, 2, 5, 100_000]) {
      expect(await collect(readJsonDocument(chunked(text, size)))).toEqual([
        { value: { siren: '1', data: { a: 'é' } }, line: 3, entry: 1 },
        { value: { siren: '2', error: '404' }, line: 4, entry: 2 },
      ]);
    }
  });

  it('yields the objects of a bare array (an export, a stock file) with their lines', async () => {
    for (const size of [1, 4, 100_000]) {
      expect(await collect(readJsonDocument(chunked('\uFEFF[\n{"id":"C1"},\n{"id":\n"C2"}\n]\n', size)))).toEqual([
        { value: { id: 'C1' }, line: 2, entry: 0 },
        { value: { id: 'C2' }, line: 3, entry: 0 },
      ]);
    }
    expect(await values('  [ ]  ', 2)).toEqual([]);
  });

  it('reads a single document whole', async () => {
    expect(await collect(readJsonDocument(chunked('{"formality":{"siren":"1",\n"list":[{"a":1}]},\n"results_note":"x"}', 3)))).toEqual([
      { value: { formality: { siren: '1', list: [{ a: 1 }] }, results_note: 'x' }, line: 1, entry: 0 },
    ]);
  });

  it('yields each top-level object of concatenated JSON (JSON lines in a .json file)', async () => {
    expect(await collect(readJsonDocument(chunked('{"id":"D1","results_note":"x"}\n{"id":"D2"}\n', 2)))).toEqual([
      { value: { id: 'D1', results_note: 'x' }, line: 1, entry: 0 },
      { value: { id: 'D2' }, line: 2, entry: 0 },
    ]);
  });

  it('hands over a record cut by the end of the input for the caller to reject', async () => {
    const records: JsonRecordText[] = [];
    for await (const record of readJsonDocument(chunked('[{"a": 1},\n{"b": ', 3))) records.push(record);
    expect(records).toEqual([
      { text: '{"a": 1}', line: 1, entry: 0 },
      { text: '{"b": ', line: 2, entry: 0 },
    ]);
    const broken: JsonRecordText[] = [];
    for await (const record of readJsonDocument(chunked('{"a":', 2))) broken.push(record);
    expect(broken).toEqual([{ text: '{"a":', line: 1, entry: 0 }]);
  });

  it('fails on a document cut between records', async () => {
    await expect(collect(readJsonDocument(chunked('{"records":[{"id":1}', 4)))).rejects.toThrow(/truncated/);
    await expect(collect(readJsonDocument(chunked('[{"id":1},', 4)))).rejects.toThrow(/truncated/);
  });
});
