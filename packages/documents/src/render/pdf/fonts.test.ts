import { describe, expect, it } from 'vitest';
import { loadFonts, type LoadedFont } from './text-measure';

/** What the register and our own texts print: French, its neighbours' letters, signs and spaces. */
const SAMPLE =
  "àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ « » ‘’“” – — … € £ $ % ‰ № ™ ® © ° ± × ÷ ≤ ≥ ≠ ½ µ ß ñ ã õ å ø ł ń ś ź ż č ř š ž ğ ı ş ő ű ΔΩαβ Борис • · ← → ✓ \u00a0\u202f\u2009ﬁ";

describe('the shipped font (a Latin, Greek and Cyrillic subset of DejaVu Sans)', () => {
  it.each(['regular', 'bold'] as const)('has in its %s weight a glyph for every character documents print', async (weight) => {
    const font = (await loadFonts())[weight] as LoadedFont & { hasGlyphForCodePoint(codePoint: number): boolean };
    const missing = [...SAMPLE].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });
});

describe('loadFonts', () => {
  it('gives the bold weight as its own font (react-pdf resolves a weight named "bold" to the regular one)', async () => {
    const fonts = await loadFonts();
    const name = (font: LoadedFont) => (font as LoadedFont & { postscriptName: string }).postscriptName;
    expect([name(fonts.regular), name(fonts.bold)]).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
  });
});
