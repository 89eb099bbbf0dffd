import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isJsonLinesPath, readJsonDocument, readJsonLines } from './json-records';

/** A stream that delivers the text in pieces of `size` characters, to cross chunk boundaries everywhere. */
function chunked(text: string, size: number): Readable {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return Readable.from(pieces.map((piece) => Buffer.from(piece)));
}

async function collect(iterable: AsyncIterable<{ text: string; line: number }>) {
  const out: Array<{ value: unknown; line: number }> = [];
  for await (const { text, line } of iterable) out.push({ value: JSON.parse(text), line });
  return out;
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
  it('yields the records of an ODS v1 response with their line numbers, skipping the rest', async () => {
    for (const size of [1, 3, 7, 64, 100_000]) {
      const records = await collect(readJsonDocument(chunked(V1, size)));
      expect(records).toEqual([
        { value: { recordid: 'r1', fields: { id: 'A1', text: 'a } tricky ] "string" {' } }, line: 5 },
        { value: { recordid: 'r2', fields: { id: 'A2', nested: [{ x: 1 }] } }, line: 6 },
      ]);
    }
  });

  it('reads runs of backslashes before quotes, wherever the chunks are cut', async () => {
    // p is `x\`, q is `\"}`: an even run ends the string, an odd one escapes the quote.
    const text = '{"records":[{"p":"x\\\\","q":"\\\\\\"}"}]}';
    for (let size = 1; size <= 9; size++) {
      expect((await collect(readJsonDocument(chunked(text, size)))).map((r) => r.value)).toEqual([{ p: 'x\\', q: '\\"}' }]);
    }
  });

  it('yields the results of a v2.1 response, whatever the key order', async () => {
    const text = '{"results":[{"id":"B1"},{"id":"B2"}],"total_count":2}';
    expect((await collect(readJsonDocument(chunked(text, 5)))).map((r) => r.value)).toEqual([{ id: 'B1' }, { id: 'B2' }]);
  });

  it('yields the elements of a bare array (an ODS export)', async () => {
    const text = '\uFEFF[\n{"id":"C1"},\n{"id":"C2"}\n]';
    expect(await collect(readJsonDocument(chunked(text, 4)))).toEqual([
      { value: { id: 'C1' }, line: 2 },
      { value: { id: 'C2' }, line: 3 },
    ]);
  });

  it('yields each top-level object of concatenated JSON (JSON lines in a .json file)', async () => {
    const text = '{"id":"D1","results_note":"x"}\n{"id":"D2"}\n';
    expect(await collect(readJsonDocument(chunked(text, 2)))).toEqual([
      { value: { id: 'D1', results_note: 'x' }, line: 1 },
      { value: { id: 'D2' }, line: 2 },
    ]);
  });

  it('fails on a truncated document', async () => {
    await expect(collect(readJsonDocument(chunked('{"records":[{"id":1}', 4)))).rejects.toThrow(/truncated/);
  });
});

describe('readJsonLines', () => {
  it('yields non-blank lines with their numbers', async () => {
    const lines: Array<{ text: string; line: number }> = [];
    for await (const record of readJsonLines(chunked('{"a":1}\n\n{"a":2}\r\n', 3))) lines.push(record);
    expect(lines).toEqual([
      { text: '{"a":1}', line: 1 },
      { text: '{"a":2}', line: 3 },
    ]);
  });

  it('recognises JSON-lines paths', () => {
    expect(isJsonLinesPath('/x/bodacc.jsonl')).toBe(true);
    expect(isJsonLinesPath('/x/bodacc.ndjson.gz')).toBe(true);
    expect(isJsonLinesPath('/x/bodacc.json')).toBe(false);
  });
});
