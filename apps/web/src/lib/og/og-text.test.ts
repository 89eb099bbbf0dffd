import { describe, expect, it } from 'vitest';
import { OG_DRAWABLE_SAMPLE, ogText } from './og-text';

describe('Open Graph image text', () => {
  it('keeps French text as it is', () => {
    expect(ogText("Société Générale d'Équipement — Œuvres à Besançon, 12 €")).toBe("Société Générale d'Équipement — Œuvres à Besançon, 12 €");
    expect(ogText(OG_DRAWABLE_SAMPLE)).toBe(OG_DRAWABLE_SAMPLE.slice(1));
    expect(ogText('552\u00A0081\u00A0317')).toBe('552\u00A0081\u00A0317');
  });

  it('drops accents the font lacks and characters it cannot draw, so nothing is downloaded', () => {
    expect(ogText('Łódź Śląsk')).toBe('ódz Slask');
    expect(ogText('ĂSTRA ȘTEFAN')).toBe('ASTRA STEFAN');
    expect(ogText('北京 Trading 🚀 SARL')).toBe('Trading SARL');
    expect(ogText('  A \n\t B  ')).toBe('A B');
  });

  it('cuts long text with an ellipsis', () => {
    expect(ogText('ABCDEFGHIJ', 5)).toBe('ABCD\u2026');
    expect(ogText('ABCDE', 5)).toBe('ABCDE');
    expect([...ogText('É'.repeat(200), 90)]).toHaveLength(90);
  });
});
