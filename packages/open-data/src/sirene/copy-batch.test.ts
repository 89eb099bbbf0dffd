import { describe, expect, it } from 'vitest';
import { CopyBatch, withLineNumbers } from './copy-batch';
import { textArrayCell, textCell } from './copy-cells';

describe('CopyBatch', () => {
  it('writes lines with or without their line numbers', () => {
    const plain = new CopyBatch(false, 10);
    plain.add('812345676\tA', 812345676, 2);
    plain.add('812345684\tÉ', 812345684, 4);
    expect(Buffer.concat(plain.seal().chunks).toString()).toBe('812345676\tA\n812345684\tÉ\n');
    const staged = new CopyBatch(true, 10);
    staged.add('812345676\tA', 812345676, 2);
    expect(Buffer.concat(staged.seal().chunks).toString()).toBe('812345676\tA\t2\n');
    expect(Buffer.concat(withLineNumbers(plain.chunks, plain.lines)).toString()).toBe('812345676\tA\t2\n812345684\tÉ\t4\n');
  });

  it('spots a key seen twice, in sorted or unsorted order', () => {
    const batch = new CopyBatch(false, 10);
    for (const key of [3, 5, 9]) {
      expect(batch.has(key)).toBe(false);
      batch.add(String(key), key, key);
    }
    expect(batch.has(5)).toBe(true);
    expect(batch.has(4)).toBe(false);
    batch.add('4', 4, 10);
    expect(batch.has(4)).toBe(true);
    expect(batch.has(12)).toBe(false);
  });

  it('is full at its capacity', () => {
    const batch = new CopyBatch(false, 2);
    batch.add('1', 1, 2);
    expect(batch.full).toBe(false);
    batch.add('2', 2, 3);
    expect(batch.full).toBe(true);
  });

  it('spreads large batches over several buffers, each ending on a line', () => {
    const batch = new CopyBatch(false, 100_000);
    const body = 'x'.repeat(1000);
    for (let i = 0; i < 3000; i++) batch.add(body, i, i + 2);
    batch.seal();
    expect(batch.chunks.length).toBeGreaterThan(1);
    for (const chunk of batch.chunks) expect(chunk[chunk.length - 1]).toBe(0x0a);
    expect(withLineNumbers(batch.chunks, batch.lines).reduce((n, c) => n + c.toString().split('\n').length - 1, 0)).toBe(3000);
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
