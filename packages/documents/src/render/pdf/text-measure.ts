import { Font } from '@react-pdf/renderer';
import { FONT_FAMILY, registerFonts } from './fonts';

/** What we use of the fontkit font react-pdf loads for the shipped font (pdfkit embeds that same object). */
export interface LoadedFont {
  unitsPerEm: number;
  layout(text: string): { advanceWidth: number };
}

/** The shipped font's two weights, as react-pdf loaded them (once per process). */
export async function loadFonts(): Promise<{ regular: LoadedFont; bold: LoadedFont }> {
  registerFonts();
  // Numeric weights: react-pdf resolves a weight given by name ('bold') to the nearest lighter one.
  const load = async (fontWeight: 400 | 700) => {
    const descriptor = { fontFamily: FONT_FAMILY, fontWeight } as const;
    await Font.load(descriptor);
    // react-pdf types it with fontkit's own types (not installed here): it is a fontkit font.
    const font = Font.getFont(descriptor).data as unknown as LoadedFont | null;
    if (!font) throw new Error(`${FONT_FAMILY} (${fontWeight}) did not load`);
    return font;
  };
  return { regular: await load(400), bold: await load(700) };
}

/** Width in points of a text in a font at a size. */
export type Measure = (text: string) => number;

/**
 * Width in points of a text at `size`, computed as pdfkit computes it when drawing (the text cut
 * after each space, each piece shaped with its kerning): what we measure is what gets drawn. Pieces
 * are remembered, so a list's repeated words (cities, states, dates) are shaped once.
 */
export function textMeasure(font: LoadedFont, size: number): Measure {
  const widths = new Map<string, number>();
  const scale = size / font.unitsPerEm;
  const piece = (text: string) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = font.layout(text).advanceWidth * scale;
      widths.set(text, width);
    }
    return width;
  };
  // Whole texts too: a list repeats its cells (states, cities, dates, activities) far more than it varies.
  const texts = new Map<string, number>();
  return (text) => {
    const known = texts.get(text);
    if (known !== undefined) return known;
    let total = 0;
    let start = 0;
    for (let i = 0; i < text.length; i += 1) {
      if (text[i] === ' ' || text[i] === '\t') {
        total += piece(text.slice(start, i + 1));
        start = i + 1;
      }
    }
    if (start < text.length) total += piece(text.slice(start));
    texts.set(text, total);
    return total;
  };
}
