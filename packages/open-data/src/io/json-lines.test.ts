import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { JsonRecordText } from './json-record-text';
import { readJsonLines } from './json-lines';

/** A stream of the UTF-8 bytes of the text in pieces of `size` bytes, cutting lines and characters anywhere. */
function chunked(text: string, size: number): Readable {
  const bytes = Buffer.from(text, 'utf8');
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return Readable.from(pieces);
}

async function collect(records: AsyncIterable<JsonRecordText>): Promise<JsonRecordText[]> {
  const out: JsonRecordText[] = [];
  for await (const record of records) out.push(record);
  return out;
}

describe('readJsonLines', () => {
  it('yields non-blank lines with their numbers, without their CR', async () => {
    expect(await collect(readJsonLines(chunked('{"a":1}\n\n  \t\n{"a":2}\r\n', 3)))).toEqual([
      { text: '{"a":1}', line: 1, entry: 0 },
      { text: '{"a":2}', line: 4, entry: 0 },
    ]);
  });

  it('drops a byte-order mark, keeps multi-byte characters cut by chunks, and hands bad lines over', async () => {
    for (const size of [1, 2, 7, 100_000]) {
      const records = await collect(readJsonLines(chunked('\ufeff{"a":"é"}\r\n\n{"b":2}\n{oops\n{"c":"€"}', size)));
      expect(records).toEqual([
        { text: '{"a":"é"}', line: 1, entry: 0 },
        { text: '{"b":2}', line: 3, entry: 0 },
        { text: '{oops', line: 4, entry: 0 },
        { text: '{"c":"€"}', line: 5, entry: 0 },
      ]);
      expect(() => JSON.parse(records[2]?.text ?? '') as unknown).toThrow();
    }
  });

  it('reads an empty stream', async () => {
    expect(await collect(readJsonLines(chunked('', 4)))).toEqual([]);
  });
});
