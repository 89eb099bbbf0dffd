import { foldForFilter } from '../registry-dictionary/registry-filter';

/** A filter's choice as the picker lists it: its code (NAF subclass, department, region) and label. */
export interface PickerOption {
  code: string;
  label: string;
}

/** A code without its punctuation, lower case: "10.71C" → "1071c", "2A" → "2a". */
function foldCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Whether a folded code typed, holding a digit, begins the option's code. */
function isCodePrefix(solid: string, code: string): boolean {
  return /\d/.test(solid) && code.startsWith(solid);
}

/**
 * How well an option answers what was typed, lower is better; null when it does not. Accents,
 * case and punctuation are ignored: the code typed whole (0) or its beginning ("10.7", "1071", "6"
 * → 1), the label beginning with the words typed (2: "rhone" → Rhône), every word typed beginning
 * a word of the label (3: "boul" → "Boulangerie et boulangerie-pâtisserie", "rhone" → Bouches-du-Rhône),
 * or the code and the label's words together ("69 rhone", "10.71 boul": 4).
 */
export function optionMatchRank(option: PickerOption, typed: string): number | null {
  const folded = foldForFilter(typed);
  if (folded === '') return 3;
  const code = foldCode(option.code);
  const solid = foldCode(typed);
  // A department's number without its zero ("6" for 06) is that department.
  if (solid === code || (/^\d+$/.test(solid) && solid === code.replace(/^0+/, ''))) return 0;
  if (isCodePrefix(solid, code)) return 1;
  const label = ` ${foldForFilter(option.label)}`;
  const hasWords = (words: string[]) => words.every((word) => label.includes(` ${word}`));
  if (label.startsWith(` ${folded}`)) return 2;
  if (hasWords(folded.split(' '))) return 3;
  const [first = '', ...rest] = typed.trim().split(/\s+/);
  const restWords = foldForFilter(rest.join(' '));
  if (restWords !== '' && isCodePrefix(foldCode(first), code) && hasWords(restWords.split(' '))) return 4;
  return null;
}

/** The options matching what was typed, best first, the list's own order kept within a rank. */
export function matchingOptions<T extends PickerOption>(options: readonly T[], typed: string, limit = Number.POSITIVE_INFINITY): T[] {
  const ranked: { option: T; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    const rank = optionMatchRank(option, typed);
    if (rank !== null) ranked.push({ option, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, limit).map((entry) => entry.option);
}
