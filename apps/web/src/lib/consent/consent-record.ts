/**
 * The visitor's cookie choice (SPECIFICATION §3: consent record, cookie `consentManager`).
 * `essentials` is always true: those cookies cannot be switched off (§5).
 */
export const CONSENT_CATEGORIES = ['essentials', 'statistics', 'marketing', 'unknown'] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export type ConsentRecord = Readonly<Record<ConsentCategory, boolean>>;

/** Categories the visitor may switch (every one but the essentials). */
export const SELECTABLE_CATEGORIES = ['statistics', 'marketing', 'unknown'] as const satisfies readonly ConsentCategory[];

/** Default choice before any action: everything on (SPECIFICATION §4). */
export const DEFAULT_CONSENT: ConsentRecord = { essentials: true, statistics: true, marketing: true, unknown: true };
export const ACCEPT_ALL: ConsentRecord = DEFAULT_CONSENT;
export const REJECT_ALL: ConsentRecord = { essentials: true, statistics: false, marketing: false, unknown: false };

/** A stored record, or null when the value is not one (then the visitor is asked again). */
export function parseConsentRecord(value: unknown): ConsentRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const record: Record<ConsentCategory, boolean> = { ...REJECT_ALL };
  for (const category of SELECTABLE_CATEGORIES) {
    const flag = source[category];
    if (typeof flag !== 'boolean') return null;
    record[category] = flag;
  }
  return record;
}
