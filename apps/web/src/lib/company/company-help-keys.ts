import { COMPANY_SECTION_IDS, type CompanySectionId } from './company-sections';

/** Help texts inside a section's body, beyond the one under its heading (`company:help.{id}`). */
const BODY_HELP_KEYS: Partial<Record<CompanySectionId, readonly string[]>> = { score: ['score.explanation'] };

/** The key of a section's help text under its heading (`help.{id}`), when the locale file has one. */
export function sectionHelpKey(id: CompanySectionId, hasKey: (key: string) => boolean): string | null {
  const key = `help.${id}`;
  return hasKey(key) ? key : null;
}

/** Every help text of the company page (keys of `company:`), in page order. */
export function companyHelpKeys(hasKey: (key: string) => boolean): string[] {
  return COMPANY_SECTION_IDS.flatMap((id) => [sectionHelpKey(id, hasKey), ...(BODY_HELP_KEYS[id] ?? [])].filter((key) => key !== null));
}
