/** Days from 1970-01-01 to 2000-01-01, PostgreSQL's epoch for binary dates and timestamps. */
const POSTGRES_EPOCH_DAYS = 10_957;

/**
 * Days from 2000-01-01 to a day of the proleptic Gregorian calendar (negative before), as PostgreSQL's binary
 * `date` holds it. The civil-to-days count of Howard Hinnant's date algorithms, in March-based years.
 */
export function daysSince2000(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468 - POSTGRES_EPOCH_DAYS;
}
