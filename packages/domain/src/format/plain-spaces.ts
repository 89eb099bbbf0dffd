/** Options shared by the fr-FR number formatters. */
export interface SpacingOptions {
  /**
   * Replace the narrow no-break space (U+202F) that `Intl` puts between digit
   * groups and before `€` with an ordinary no-break space (U+00A0), for PDF and
   * office fonts that lack U+202F. The text still never wraps inside a number.
   */
  plainSpaces?: boolean;
}

const NARROW_SPACES = /[\u202F\u2009]/g;

/** Replaces narrow no-break and thin spaces with U+00A0 no-break spaces. */
export function toPlainSpaces(text: string): string {
  return text.replace(NARROW_SPACES, '\u00A0');
}

/** Applies {@link SpacingOptions.plainSpaces} to formatted text. */
export function applySpacing(text: string, options: SpacingOptions | undefined): string {
  return options?.plainSpaces ? toPlainSpaces(text) : text;
}
