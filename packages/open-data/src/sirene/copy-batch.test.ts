import { describe, expect, it } from 'vitest';
import { CopyBatch, StraightBatch } from './copy-batch';
import { readCopyTuples } from '../../test/sirene/read-copy-tuples';
import { textArrayCell, textCell } from './copy-cells';
import { writeTextRow } from './copy-text-row';
import { CopyTupleWriter } from './copy-tuple-writer';

/** A binary tuple of text values (a COPY text line body, tab-separated). */
const row = (body: string) => {
  const out = new CopyTupleWriter(0);
  writeTextRow(out, body, body.split('\t').map(() => 'text'));
  return Buffer.from(out.buffer.subarray(0, out.used));
};

describe('CopyBatch', () => {
  it('writes each row with its line number', () => {
    const batch = new CopyBatch(10);
    batch.add(row('812345676\tA'), 812345676, 2);
    batch.add(row('812345684\tÉ'), 812345684, 4);
    expect(readCopyTuples(Buffer.concat(batch.seal().chunks), ['text', 'text', 'integer'])).toEqual([
      ['812345676', 'A', 2],
      ['812345684', 'É', 4],
    ]);
  });

  it('spots a key seen twice, in sorted or unsorted order', () => {
    const batch = new CopyBatch(10);
    for (const key of [3, 5, 9]) {
      expect(batch.has(key)).toBe(false);
      batch.add(row(String(key)), key, key);
    }
    expect(batch.has(5)).toBe(true);
    expect(batch.has(4)).toBe(false);
    batch.add(row('4'), 4, 10);
    expect(batch.has(4)).toBe(true);
    expect(batch.has(12)).toBe(false);
  });

  it('is full at its capacity', () => {
    const batch = new CopyBatch(2);
    batch.add(row('1'), 1, 2);
    expect(batch.full).toBe(false);
    batch.add(row('2'), 2, 3);
    expect(batch.full).toBe(true);
  });

  it('spreads large batches over several buffers, each holding whole tuples', () => {
    const batch = new CopyBatch(100_000);
    const body = row('x'.repeat(1000));
    for (let i = 0; i < 3000; i++) batch.add(body, i, i + 2);
    batch.seal();
    expect(batch.chunks.length).toBeGreaterThan(1);
    const tuples = batch.chunks.flatMap((chunk) => readCopyTuples(chunk, ['text', 'integer']));
    expect(tuples).toHaveLength(3000);
    expect(tuples[2999]).toEqual(['x'.repeat(1000), 3001]);
  });
});

describe('StraightBatch', () => {
  it('counts the rows of the slices it holds', () => {
    const batch = new StraightBatch(3);
    batch.add(Buffer.concat([row('1\tA'), row('2\tB')]), 2);
    expect(batch.full).toBe(false);
    batch.add(Buffer.alloc(0), 0);
    batch.add(row('3\tC'), 1);
    expect(batch.full).toBe(true);
    expect(readCopyTuples(Buffer.concat(batch.chunks), ['text', 'text'])).toEqual([
      ['1', 'A'],
      ['2', 'B'],
      ['3', 'C'],
    ]);
  });
});

describe('COPY cells', () => {
  it('escapes text and arrays as COPY text format reads them', () => {
    expect(textCell(null)).toBe('\\N');
    expect(textCell('a\tb\nc\\d')).toBe('a\\tb\\nc\\\\d');
    expect(textArrayCell(['LE "FOUR"', 'B\\C', 'D\nE'])).toBe('{"LE \\\\"FOUR\\\\"","B\\\\\\\\C","D\\nE"}');
    expect(textArrayCell(null)).toBe('\\N');
  });
});

describe('writeTextRow', () => {
  it('encodes a COPY text line of every kind as the binary tuple PostgreSQL reads the same values from', () => {
    const out = new CopyTupleWriter(0);
    const kinds = ['text', 'text', 'boolean', 'boolean', 'integer', 'date', 'date', 'timestamp', 'timestamp', 'timestamp', 'text[]', 'text[]'] as const;
    const body = [
      textCell('a\tb\\c'),
      '\\N',
      't',
      'f',
      '2023',
      '2016-02-29',
      '1899-12-31',
      '2024-03-01T10:15:00',
      '2024-03-01 10:15:00.5',
      '1999-12-31',
      textArrayCell(['LE "FOUR"', 'B\\C', 'É']),
      '\\N',
    ].join('\t');
    writeTextRow(out, body, kinds);
    expect(readCopyTuples(out.buffer.subarray(0, out.used), kinds)).toEqual([
      [
        'a\tb\\c',
        null,
        true,
        false,
        2023,
        '2016-02-29',
        '1899-12-31',
        '2024-03-01T10:15:00.000000',
        '2024-03-01T10:15:00.500000',
        '1999-12-31T00:00:00.000000',
        ['LE "FOUR"', 'B\\C', 'É'],
        null,
      ],
    ]);
  });
});
