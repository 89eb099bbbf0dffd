import { describe, expect, it } from 'vitest';
import type { PlaceRow } from './queries';
import { placeReadings, uncoveredTokens } from './place-words';

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

describe('placeReadings', () => {
  const place = (phrase: string, companies: number | null): PlaceRow => ({ phrase, kind: 'commune', tokens: [`c:${phrase}`], companies });
  const names = new Map([['marie', 231_956], ['lyon', 7_819], ['saint', 500_000]]);

  it('leaves out a one-word commune whose word names more than five times the companies located there', () => {
    expect(placeReadings([place('marie', 20), place('lyon', 95_128)], (word) => names.get(word)).map((p) => p.phrase)).toEqual(['lyon']);
  });

  it('keeps a place whose word names no company, and a phrase of several words', () => {
    expect(placeReadings([place('abbaretz', 393), place('saint martin', 10)], (word) => names.get(word)).map((p) => p.phrase)).toEqual(['abbaretz', 'saint martin']);
  });

  it('keeps a place not counted yet (the index not rebuilt since the count came)', () => {
    expect(placeReadings([place('marie', null)], (word) => names.get(word)).map((p) => p.phrase)).toEqual(['marie']);
  });
});
