/** A verification code as stored and printed: 12 Crockford base32 characters in three groups of four. */
export const VERIFICATION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * A typed or scanned code in its canonical form (`7k3m q9tx-2hvb` → `7K3M-Q9TX-2HVB`; I and L
 * read as 1, O as 0, as Crockford's base32 wants), or null when it cannot be one.
 */
export function normalizeVerificationCode(input: string): string | null {
  const compact = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(compact)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8, 12)}`;
}
