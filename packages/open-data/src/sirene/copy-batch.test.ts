import { describe, expect, it } from 'vitest';
import { CopyBatch, StraightBatch } from './copy-batch';
import { textArrayCell, textCell } from './copy-cells';

const row = (text: string) => Buffer.from(text);

describe('CopyBatch', () => {
  it('writes each row with its line number', () => {
    const batch = new CopyBatch(10);
    batch.add(row('812345676\tA'), 812345676, 2);
    batch.add(row('812345684\tÉ'), 812345684, 4);
    expect(Buffer.concat(batch.seal().chunks).toString()).toBe('812345676\tA\t2\n812345684\tÉ\t4\n');
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

  it('spreads large batches over several buffers, each ending on a line', () => {
    const batch = new CopyBatch(100_000);
    const body = row('x'.repeat(1000));
    for (let i = 0; i < 3000; i++) batch.add(body, i, i + 2);
    batch.seal();
    expect(batch.chunks.length).toBeGreaterThan(1);
    for (const chunk of batch.chunks) expect(chunk[chunk.length - 1]).toBe(0x0a);
    expect(batch.chunks.reduce((n, c) => n + c.toString().split('\n').length - 1, 0)).toBe(3000);
  });
});

describe('StraightBatch', () => {
  it('counts the rows of the slices it holds', () => {
    const batch = new StraightBatch(3);
    batch.add(row('1\tA\n2\tB\n'), 2);
    expect(batch.full).toBe(false);
    batch.add(row(''), 0);
    batch.add(row('3\tC\n'), 1);
    expect(batch.full).toBe(true);
    expect(Buffer.concat(batch.chunks).toString()).toBe('1\tA\n2\tB\n3\tC\n');
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
