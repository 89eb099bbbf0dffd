import { describe, expect, it } from 'vitest';
import { loadRegularFont, type LoadedFont } from './text-measure';

/** What the register and our own texts print: French, its neighbours' letters, signs and spaces. */
const SAMPLE =
  "àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ « » ‘’“” – — … € £ $ % ‰ № ™ ® © ° ± × ÷ ≤ ≥ ≠ ½ µ ß ñ ã õ å ø ł ń ś ź ż č ř š ž ğ ı ş ő ű ΔΩαβ Борис • · ← → ✓ \u00a0\u202f\u2009ﬁ";

describe('the shipped font (a Latin, Greek and Cyrillic subset of DejaVu Sans)', () => {
  it('has a glyph for every character documents print', async () => {
    const font = (await loadRegularFont()) as LoadedFont & { hasGlyphForCodePoint(codePoint: number): boolean };
    const missing = [...SAMPLE].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });
});
