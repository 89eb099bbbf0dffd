/**
 * Text an Open Graph image may draw. `next/og` draws with the font it ships (Geist, read from
 * disk), and for any character that font lacks it downloads a font from the network at render
 * time. To stay offline, image text keeps only the characters below (the test renders every one
 * of them with the network cut): accented letters lose their accent when the accented form is
 * missing, anything else is dropped.
 */
const DRAWABLE = /^[\u0020-\u007E\u00A0-\u00AC\u00AE-\u00FF\u0152\u0153\u0178\u2013\u2014\u2019\u2026\u20AC]$/u;
const COMBINING_MARKS = /\p{M}/gu;
/** The one Latin-1 character Geist lacks (found by drawing each one with the network cut). */
const SOFT_HYPHEN = '\u00AD';

/** The characters an image is allowed to draw, for the offline-font test. */
export const OG_DRAWABLE_SAMPLE = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)),
  ...Array.from({ length: 0xff - 0xa0 + 1 }, (_, i) => String.fromCodePoint(0xa0 + i)).filter((character) => character !== SOFT_HYPHEN),
  '\u0152', '\u0153', '\u0178', '\u2013', '\u2014', '\u2019', '\u2026', '\u20AC',
].join('');

function drawable(character: string): string {
  if (DRAWABLE.test(character)) return character;
  const base = character.normalize('NFD').replace(COMBINING_MARKS, '');
  return [...base].every((part) => DRAWABLE.test(part)) ? base : '';
}

/** `text` reduced to drawable characters, spaces collapsed (no-break ones kept), cut to `maxLength` with an ellipsis. */
export function ogText(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  const kept = [...text.normalize('NFC')].map(drawable).join('').replace(/[^\S\u00A0]+/g, ' ').trim();
  const characters = [...kept];
  if (characters.length <= maxLength) return kept;
  return `${characters.slice(0, Math.max(0, maxLength - 1)).join('').trimEnd()}\u2026`;
}
