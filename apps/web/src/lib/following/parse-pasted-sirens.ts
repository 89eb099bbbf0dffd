/** Most SIRENs one paste may add (the API's bound for a list). */
export const MAX_PASTED_SIRENS = 10_000;

/**
 * The SIRENs of a pasted text: one per line, or separated by commas, semicolons or tabs; spaces
 * inside a number are allowed (`552 081 317`), and several numbers may share a line separated by
 * spaces. A SIRET (14 digits) counts as its SIREN. Duplicates are dropped, order kept.
 */
export function parsePastedSirens(text: string): string[] {
  const found = new Set<string>();
  for (const piece of text.split(/[\n\r,;\t|]+/)) {
    const solid = piece.replace(/[\s\u00A0\u202F.]/g, '');
    const tokens = /^\d{9}$|^\d{14}$/.test(solid) ? [solid] : (piece.match(/\d{9,14}/g) ?? []).filter((token) => token.length === 9 || token.length === 14);
    for (const token of tokens) found.add(token.slice(0, 9));
  }
  return [...found];
}
