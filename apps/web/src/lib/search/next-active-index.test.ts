import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './next-active-index';

describe('nextActiveIndex', () => {
  it('goes from the text field to the first suggestion down, to the last up', () => {
    expect(nextActiveIndex(-1, 1, 3)).toBe(0);
    expect(nextActiveIndex(-1, -1, 3)).toBe(2);
  });
  it('moves one step and returns to the text field past either end', () => {
    expect(nextActiveIndex(0, 1, 3)).toBe(1);
    expect(nextActiveIndex(2, 1, 3)).toBe(-1);
    expect(nextActiveIndex(0, -1, 3)).toBe(-1);
    expect(nextActiveIndex(2, -1, 3)).toBe(1);
  });
  it('stays on the text field when there is nothing to highlight', () => {
    expect(nextActiveIndex(-1, 1, 0)).toBe(-1);
  });
});
