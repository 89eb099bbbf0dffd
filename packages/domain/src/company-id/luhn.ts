const DIGITS_ONLY = /^\d+$/;

/**
 * Luhn sum of a digit string: from the right, every second digit is doubled
 * (minus 9 when the double exceeds 9), then all digits are added.
 */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

/** True when `digits` is a non-empty digit string whose Luhn sum is a multiple of 10. */
export function isLuhnValid(digits: string): boolean {
  return DIGITS_ONLY.test(digits) && luhnSum(digits) % 10 === 0;
}

/**
 * The digit to append to `payload` so that the result passes {@link isLuhnValid}.
 * Throws a `RangeError` when `payload` is not a non-empty digit string.
 */
export function luhnCheckDigit(payload: string): string {
  if (!DIGITS_ONLY.test(payload)) {
    throw new RangeError(`Luhn payload must be digits, got "${payload}"`);
  }
  // Appending "0" shifts the payload so its digits get their final weights.
  const remainder = luhnSum(`${payload}0`) % 10;
  return String((10 - remainder) % 10);
}

/** Sum of the digits of a digit string (used by the La Poste SIRET rule). */
export function digitSum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) sum += digits.charCodeAt(index) - 48;
  return sum;
}
