import { describe, expect, it } from 'vitest';
import { KeyLineReader } from './sorted-keys';

function read(...chunks: string[]) {
  const reader = new KeyLineReader();
  for (const chunk of chunks) reader.push(Buffer.from(chunk));
  return reader.sorted();
}

describe('KeyLineReader and SortedKeys', () => {
  it('reads keys cut anywhere by chunk boundaries, with or without a last line break', () => {
    const keys = read('81234567', '6\n000325175\n9999', '99999\n5410220');
    expect(keys.size).toBe(4);
    for (const key of [812345676, 325175, 999999999, 5410220]) expect(keys.has(key)).toBe(true);
    for (const key of [0, 812345677, 325174, 999999998, 1]) expect(keys.has(key)).toBe(false);
  });

  it('answers lookups in any order, after lookups in increasing order', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => i * 7 + 3);
    const keys = read(`${[...values].reverse().join('\n')}\n`);
    // One assertion per list (100,000 expect() calls took seconds of the suite).
    expect(values.filter((value) => !keys.has(value))).toEqual([]);
    expect([2, 5, 700_000, 11].filter((value) => keys.has(value))).toEqual([]);
    expect([...values].reverse().slice(0, 1000).filter((value) => !keys.has(value))).toEqual([]);
  });

  it('knows nothing when the parent table is empty', () => {
    const keys = read('');
    expect(keys.size).toBe(0);
    expect(keys.has(812345676)).toBe(false);
  });
});
