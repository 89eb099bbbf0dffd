/**
 * Legal categories (INSEE, levels II and III, as the index's 'l:' tokens) that a legal-form word typed in a query
 * stands for: "menuiserie vasseur sarl" puts the SARL first among names that match equally. The word is not
 * required of the name (it is left out of the name's words), only preferred.
 */
const LEGAL_FORM_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  sarl: ['5499', '5498'],
  eurl: ['5498'],
  sas: ['5710', '5720'],
  sasu: ['5720'],
  sa: ['55', '56'],
  anonyme: ['55', '56'],
  sci: ['6540'],
  snc: ['5202'],
  scm: ['6589'],
  scp: ['6585', '6561'],
  scea: ['6597'],
  gaec: ['6533'],
  earl: ['6598'],
  selarl: ['5385'],
  selas: ['5785'],
  selasu: ['5785'],
  gie: ['6220'],
  ei: ['1000'],
  eirl: ['1000'],
};

/** The 'l:' tokens of the legal-form words among a query's words. */
export function legalFormTokens(words: readonly string[]): string[] {
  return [...new Set(words.flatMap((word) => (LEGAL_FORM_CATEGORIES[word] ?? []).map((code) => `l:${code}`)))];
}
