import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';

/** DejaVu Sans shipped in src/fonts (every French glyph and €); the same family as the documents' PDF frame. */
export const INVOICE_FONT = 'DejaVu Sans';

let registered = false;

export function registerInvoiceFonts(): void {
  if (registered) return;
  Font.register({
    family: INVOICE_FONT,
    fonts: [
      { src: fileURLToPath(new URL('../fonts/DejaVuSans.ttf', import.meta.url)) },
      { src: fileURLToPath(new URL('../fonts/DejaVuSans-Bold.ttf', import.meta.url)), fontWeight: 'bold' },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
