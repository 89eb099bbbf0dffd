const NBSP = '\u00A0';
const NARROW_NBSP = '\u202F';

/**
 * French typography of a text: a non-breaking space before ':' and a narrow one before ';', '?', '!'
 * (where a space was written or none at all after a letter, '?' and '!' only), and non-breaking spaces
 * inside « guillemets », typographic apostrophes. Digits before ':' (times, ratios) and URLs are left alone.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/(\p{L})'(?=\p{L})/gu, '$1\u2019')
    .replace(/[ \u00A0\u202F]+:(?=\s|$)/g, `${NBSP}:`)
    .replace(/[ \u00A0\u202F]+([;?!])/g, `${NARROW_NBSP}$1`)
    .replace(/([\p{L}»)])([?!])(?=\s|$)/gu, `$1${NARROW_NBSP}$2`)
    .replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`)
    .replace(/[ \u00A0\u202F]*»/g, `${NBSP}»`);
}
