/**
 * The French intra-community VAT number of a company: `FR`, a two-digit key,
 * then the SIREN. The key is `(12 + 3 × (SIREN mod 97)) mod 97`, zero-padded
 * (552081317 → `FR03552081317`).
 * Throws a `RangeError` unless `siren` is 9 digits. The SIREN's Luhn key is not
 * checked: the tax office computes the number from any SIREN it holds.
 */
export function vatNumberFromSiren(siren: string): string {
  if (!/^\d{9}$/.test(siren)) {
    throw new RangeError(`A SIREN has 9 digits, got "${siren}"`);
  }
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}
