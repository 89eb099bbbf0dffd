import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readJsonDocument, readJsonLines, type JsonItem } from './read-json-values';

async function collect(items: AsyncIterable<JsonItem>): Promise<JsonItem[]> {
  const out: JsonItem[] = [];
  for await (const item of items) out.push(item);
  return out;
}

function streamOf(text: string, chunkSize = 7): Readable {
  const buffer = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < buffer.length; i += chunkSize) chunks.push(buffer.subarray(i, i + chunkSize));
  return Readable.from(chunks);
}

describe('readJsonLines', () => {
  it('parses each line with its number, skips blank lines, reports bad lines', async () => {
    const items = await collect(readJsonLines(streamOf('\ufeff{"a":"é"}\r\n\n{"b":2}\n{oops\n{"c":3}')));
    expect(items).toEqual([
      { line: 1, value: { a: 'é' } },
      { line: 3, value: { b: 2 } },
      { line: 4, invalid: expect.any(String) },
      { line: 5, value: { c: 3 } },
    ]);
  });
});

describe('readJsonDocument', () => {
  it('streams the elements of an array', async () => {
    const items = await collect(readJsonDocument(streamOf('\ufeff[\n{"a":1},\n{"b":\n2}\n]')));
    expect(items).toEqual([
      { line: 2, value: { a: 1 } },
      { line: 3, value: { b: 2 } },
    ]);
  });

  it('reads a single document whole', async () => {
    expect(await collect(readJsonDocument(streamOf('{"metadata":{},\n"responses":[]}')))).toEqual([{ line: 1, value: { metadata: {}, responses: [] } }]);
  });

  it('falls back to JSON lines, and reports a broken document', async () => {
    expect(await collect(readJsonDocument(streamOf('{"a":1}\n{"b":2}\n')))).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 2, value: { b: 2 } },
    ]);
    expect(await collect(readJsonDocument(streamOf('{"a":')))).toEqual([{ line: 1, invalid: expect.any(String) }]);
  });
});
