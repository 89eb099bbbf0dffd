import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isJsonLinesPath, readJsonRecords } from './json-records';

async function texts(text: string, path: string): Promise<string[]> {
  const out: string[] = [];
  for await (const record of readJsonRecords(Readable.from([Buffer.from(text)]), path)) out.push(record.text);
  return out;
}

describe('readJsonRecords', () => {
  it('recognises JSON-lines paths', () => {
    expect(isJsonLinesPath('/x/bodacc.jsonl')).toBe(true);
    expect(isJsonLinesPath('/x/bodacc.ndjson.gz')).toBe(true);
    expect(isJsonLinesPath('/x/RATIOS.JSONL.zip')).toBe(true);
    expect(isJsonLinesPath('/x/bodacc.json')).toBe(false);
  });

  it('reads JSON lines or a JSON document after the name', async () => {
    expect(await texts('[1]\n{"a":1}\n', 'x.jsonl')).toEqual(['[1]', '{"a":1}']);
    expect(await texts('{"results":[{"a":1}]}', 'x.json.gz')).toEqual(['{"a":1}']);
  });
});
