/**
 * Year-on-year turnover growth in percent, rounded to one decimal; null unless both turnovers
 * are known and positive.
 */
export function turnoverGrowth(latestCents: number | null, previousCents: number | null): number | null {
  if (latestCents === null || previousCents === null || latestCents <= 0 || previousCents <= 0) return null;
  // `|| 0` turns the -0 of a tiny decrease into 0.
  return Math.round((latestCents / previousCents - 1) * 1000) / 10 || 0;
}
