/** Letters that Unicode decomposition does not turn into ASCII. */
const LIGATURES: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

const LIGATURE_PATTERN = new RegExp(`[${Object.keys(LIGATURES).join('')}]`, 'g');

/** Only ASCII characters (the test is on code units: anything above 0x7f fails it). */
const ASCII = /^[^\u0080-\uffff]*$/;

/** Default longest slug, so that URLs of very long company names stay readable. */
export const SLUG_MAX_LENGTH = 80;

/**
 * The URL slug of a name, as in `/entreprises/{siren}/{slug}`:
 * lower-case ASCII letters and digits, accents removed (`Électricité` →
 * `electricite`), ligatures spelt out (`Œuvre` → `oeuvre`), every other run of
 * characters turned into one `-`, no leading or trailing `-`.
 * Slugs longer than `maxLength` are cut at the last `-` before the limit
 * (or at the limit when there is none). A name with no letter or digit gives `''`.
 */
export function slugify(name: string, maxLength = SLUG_MAX_LENGTH): string {
  // ASCII (most names) has no decomposition, ligature or mark: only the case and the separators change.
  const letters = ASCII.test(name)
    ? name.toLowerCase()
    : name
        .normalize('NFKD')
        .toLowerCase()
        .replace(LIGATURE_PATTERN, (letter) => LIGATURES[letter] ?? letter)
        .replace(/\p{M}/gu, '');
  const slug = letters.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : slug.slice(0, maxLength)).replace(/-+$/, '');
}
