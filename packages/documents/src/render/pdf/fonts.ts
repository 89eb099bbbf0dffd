import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';

/** DejaVu Sans (licence in src/fonts/LICENSE-DejaVu.txt): every French glyph, €, œ, « », no-break spaces. */
export const FONT_FAMILY = 'DejaVu Sans';

let registered = false;

/** Registers the shipped font once per process, and turns hyphenation off (names must not be cut). */
export function registerFonts(): void {
  if (registered) return;
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: fileURLToPath(new URL('../../fonts/DejaVuSans.ttf', import.meta.url)) },
      { src: fileURLToPath(new URL('../../fonts/DejaVuSans-Bold.ttf', import.meta.url)), fontWeight: 'bold' },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
