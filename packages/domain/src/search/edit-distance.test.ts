import { describe, expect, it } from 'vitest';
import { editDistance, letterDeletions, maxTypoEdits } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['martin', 'martin', 0],
    ['martin', 'matrin', 1], // swapped neighbours
    ['martin', 'marin', 1], // missing letter
    ['martin', 'marttin', 1], // doubled letter
    ['martin', 'marlin', 1], // wrong letter
    ['boulangerie', 'bouglanerie', 2],
    ['boulangerie', 'boulngrie', 2],
  ])('%s / %s: %i', (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(distance);
    expect(editDistance(b, a, 2)).toBe(distance);
  });

  it('gives up past the bound', () => {
    expect(editDistance('martin', 'dupont', 2)).toBe(3);
    expect(editDistance('ab', 'abcdef', 1)).toBe(2);
  });
});

describe('letterDeletions', () => {
  it('holds the word and its deletions, once each', () => {
    expect(letterDeletions('abba', 1).sort()).toEqual(['aba', 'abb', 'abba', 'bba']);
    expect(letterDeletions('abc', 2).sort()).toEqual(['a', 'ab', 'abc', 'ac', 'b', 'bc', 'c']);
  });

  it('shares a deletion between a word and its swapped spelling', () => {
    const typed = new Set(letterDeletions('matrin', 1));
    expect(letterDeletions('martin', 1).some((variant) => typed.has(variant))).toBe(true);
  });

  it('allows two edits from six letters on', () => {
    expect(maxTypoEdits('marin')).toBe(1);
    expect(maxTypoEdits('martin')).toBe(2);
  });
});
