/**
 * Five digits standing alone: not glued to other digits, not part of a decimal
 * number (`12345,67`), and not the NIC closing a spaced SIRET (`552 081 317 66522`,
 * whose last group follows three 3-digit groups).
 */
const FIVE_DIGIT_GROUP =
  /(?<!\d)(?<!\d[.,])(?<!(?<!\d)\d{3}[ .\u00A0\u202F]\d{3}[ .\u00A0\u202F]\d{3}[ .\u00A0\u202F])\d{5}(?!\d)(?![.,]\d)/g;

/** A letter right after the group, maybe after spaces, commas or dashes: the city name. */
const FOLLOWED_BY_CITY = /^[\s,\u2013\u2014-]*\p{L}/u;

/**
 * True for a code that can be a French postcode: metropolitan departments 01–95
 * (Corsica keeps 20xxx), overseas departments 971–976, Monaco and overseas
 * collectivities 980–989. Excludes 00xxx, 96xxx, 970xx and 977–979xx which are
 * never used.
 */
function isFrenchPostcode(code: string): boolean {
  const department = Number(code.slice(0, 2));
  if (department >= 1 && department <= 95) return true;
  const prefix3 = Number(code.slice(0, 3));
  return (prefix3 >= 971 && prefix3 <= 976) || department === 98;
}

/**
 * The French postcode of a one-line address, or `null` if it has none.
 *
 * Candidates are standalone 5-digit groups in a postcode range (see
 * `isFrenchPostcode`). When there are several (a CEDEX box `CS 70001`, a street
 * number such as `10000 route de ...`), the last one followed by a city name wins,
 * because a French address ends with "postcode city"; failing that, the last
 * candidate. Digits inside longer numbers (a SIRET, an unspaced phone number) are
 * never taken.
 *
 * @example extractPostcode('CS 70001, 2 place Jean Millier 92400 Courbevoie') // '92400'
 */
export function extractPostcode(address: string): string | null {
  let lastFollowedByCity: string | null = null;
  let last: string | null = null;
  for (const match of address.matchAll(FIVE_DIGIT_GROUP)) {
    const code = match[0];
    if (!isFrenchPostcode(code)) continue;
    last = code;
    const after = address.slice(match.index + code.length);
    if (FOLLOWED_BY_CITY.test(after)) lastFollowedByCity = code;
  }
  return lastFollowedByCity ?? last;
}
