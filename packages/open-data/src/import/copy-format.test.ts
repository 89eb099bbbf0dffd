import { describe, expect, it } from 'vitest';
import { fromCopyLine, toCopyLine } from './copy-format';

describe('toCopyLine', () => {
  it('writes tab-separated values with \\N for null', () => {
    expect(toCopyLine(['a', 1, null, true, false, undefined])).toBe('a\t1\t\\N\tt\tf\t\\N\n');
  });

  it('escapes backslashes, tabs and line breaks', () => {
    expect(toCopyLine(['a\\b', 'c\td', 'e\nf\rg'])).toBe('a\\\\b\tc\\td\te\\nf\\rg\n');
  });

  it('writes arrays as PostgreSQL array literals', () => {
    expect(toCopyLine([['BOULANGERIE "LE FOUR"', 'B\\C'], [9, 35]])).toBe('{"BOULANGERIE \\\\"LE FOUR\\\\"","B\\\\\\\\C"}\t{9,35}\n');
  });
});

describe('fromCopyLine', () => {
  it('reads back what toCopyLine wrote: nulls, escapes, and text that looks like an escape', () => {
    const values = ['a\\b', 'c\td', null, 'e\nf\rg', '\\N', '', 'x\\\\t'];
    expect(fromCopyLine(toCopyLine(values))).toEqual(values);
  });
});
