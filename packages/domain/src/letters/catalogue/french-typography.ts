const NBSP = '\u00A0';

/**
 * French typography for our letters: a no-break space before `:` `;` `?` `!` and `»`, after `«`,
 * the typographic apostrophe, and no-break spaces inside amounts and before `€` and `%`. The ordinary no-break space (not the narrow one) is used, which
 * every PDF and office font draws.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/(\S)[ \u00A0\u202F]?([:;?!])(?=\s|$|\))/g, `$1${NBSP}$2`)
    .replace(/«[ \u00A0\u202F]?/g, `«${NBSP}`)
    .replace(/[ \u00A0\u202F]?»/g, `${NBSP}»`)
    .replace(/(\p{L})'(\p{L})/gu, '$1’$2')
    .replace(/(\d)[ \u202F](?=\d{3}(?!\d))/g, `$1${NBSP}`)
    .replace(/(\d)[ \u202F]?(€|%)/g, `$1${NBSP}$2`);
}
