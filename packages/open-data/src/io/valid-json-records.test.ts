import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ImportReport } from '../import/import-report';
import { readValidJsonRecords, type ParsedRecord } from './valid-json-records';

const parseNamed = (record: unknown): ParsedRecord<string> =>
  typeof record === 'object' && record !== null && typeof (record as { name?: unknown }).name === 'string'
    ? { row: (record as { name: string }).name }
    : { reason: 'missing-name', detail: JSON.stringify(record) };

describe('readValidJsonRecords', () => {
  it('yields parsed rows with their lines, and reports bad JSON and refused records', async () => {
    const report = new ImportReport('x.jsonl', 'test');
    const stream = Readable.from([Buffer.from('{"name":"A"}\n{oops\n{"other":1}\n{"name":"B"}\n')]);
    const rows = [];
    for await (const item of readValidJsonRecords(stream, 'x.jsonl', parseNamed, report)) rows.push(item);
    expect(rows).toEqual([
      { line: 1, row: 'A' },
      { line: 4, row: 'B' },
    ]);
    expect(report.read).toBe(4);
    expect(report.rejections.map((r) => [r.line, r.reason])).toEqual([
      [2, 'invalid-json'],
      [3, 'missing-name'],
    ]);
  });
});
