/**
 * One legal reference a template rests on, and the check made of it: the page where the article
 * (or a faithful quotation of it) was read, and the day. A reference nobody could confirm has no
 * source, and the page says so instead of claiming a check that was not done.
 */
export interface LegalReference {
  /** `Code du travail, art. L.1234-19 (remise obligatoire)`. */
  text: string;
  source: LegalSource | null;
}

export interface LegalSource {
  url: string;
  /** `YYYY-MM-DD`: the day the article's number, delay or amount was read at `url`. */
  checkedOn: string;
}

/** The day the references below were read against their sources (the legal read of issue 38). */
export const LEGAL_READ_ON = '2026-12-08';

/** A reference whose number, delay and amount were read at `url` on LEGAL_READ_ON. */
export function checked(text: string, url: string): LegalReference {
  return { text, source: { url, checkedOn: LEGAL_READ_ON } };
}

/** A reference no source could confirm yet: shown as not verified. */
export function unchecked(text: string): LegalReference {
  return { text, source: null };
}

/** The latest check among the references, or null when none was checked. */
export function lastChecked(references: readonly LegalReference[]): string | null {
  const days = references.flatMap((reference) => (reference.source ? [reference.source.checkedOn] : [])).sort();
  return days.at(-1) ?? null;
}
