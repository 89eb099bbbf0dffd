import { describe, expect, it } from 'vitest';
import { uncoveredTokens } from './place-words';

describe('uncoveredTokens', () => {
  it("drops the communes and postcodes of a department the place also names ('paris': the department holds them)", () => {
    expect(uncoveredTokens(['c:75056', 'c:75101', 'c:75120', 'p:75001', 'd:75'])).toEqual(['d:75']);
  });

  it('keeps every token of a place without its department', () => {
    const lyon = ['c:69123', 'c:69381', 'c:69389'];
    expect(uncoveredTokens(lyon)).toEqual(lyon);
  });

  it("keeps the tokens of another department's communes", () => {
    expect(uncoveredTokens(['c:01053', 'c:75101', 'd:01'])).toEqual(['c:75101', 'd:01']);
  });
});
