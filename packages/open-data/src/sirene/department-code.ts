/**
 * The department of an establishment, from its INSEE commune code, else from its postcode:
 * - Corsica: commune codes start with 2A / 2B; postcodes 200xx–201xx are Corse-du-Sud (2A), other 20xxx
 *   Haute-Corse (2B);
 * - overseas (97x, and the 98x collectivities): the first three digits ('971'…'976', '975', '977', '978', '98x');
 * - elsewhere: the first two digits. Foreign addresses (no commune code, no French postcode) give null.
 */
export function departmentCode(communeCode: string | null, postcode: string | null): string | null {
  if (communeCode !== null && communeCode.length === 5) {
    const c0 = communeCode.charCodeAt(0);
    const c1 = communeCode.charCodeAt(1);
    if (c0 === 50 && (c1 === 65 || c1 === 66)) return communeCode.slice(0, 2); // '2A', '2B'
    if (c0 >= 48 && c0 <= 57 && c1 >= 48 && c1 <= 57) {
      if (c0 === 57 && (c1 === 55 || c1 === 56)) return communeCode.slice(0, 3); // 97x, 98x
      if (c0 === 57 && c1 === 57) return null; // 99xxx: INSEE's foreign-country codes
      return communeCode.slice(0, 2);
    }
  }
  if (postcode !== null && postcode.length === 5 && /^\d{5}$/.test(postcode)) {
    if (postcode.startsWith('20')) return postcode.charCodeAt(2) <= 49 ? '2A' : '2B';
    if (postcode.startsWith('97') || postcode.startsWith('98')) return postcode.slice(0, 3);
    if (postcode.startsWith('00') || postcode.startsWith('99')) return null;
    return postcode.slice(0, 2);
  }
  return null;
}
