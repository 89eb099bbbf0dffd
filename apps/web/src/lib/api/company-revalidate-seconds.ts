/**
 * Company data is revalidated after a random time between one day and a day and a half
 * (SPECIFICATION §9), so pages cached together do not all go back to the API at once.
 */
export const COMPANY_REVALIDATE_MIN_SECONDS = 86_400;
export const COMPANY_REVALIDATE_MAX_SECONDS = 129_600;

/** A whole number of seconds in [86 400, 129 600]; `random` is injectable for tests. */
export function companyRevalidateSeconds(random: () => number = Math.random): number {
  const span = COMPANY_REVALIDATE_MAX_SECONDS - COMPANY_REVALIDATE_MIN_SECONDS + 1;
  return COMPANY_REVALIDATE_MIN_SECONDS + Math.min(span - 1, Math.floor(random() * span));
}
