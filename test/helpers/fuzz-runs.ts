/**
 * How many cases a property-based test runs, from one setting for the whole suite.
 *
 * Each test names its full count (the release-size run); `FUZZ_SCALE` scales every one of them:
 * unset, the everyday run takes a quarter (never fewer than 5 cases); `FUZZ_SCALE=1` runs the full
 * counts, `FUZZ_SCALE=4` four times them (a night's run).
 */
const DEFAULT_SCALE = 0.25;
const MINIMUM_RUNS = 5;

function fuzzScale(): number {
  const setting = process.env.FUZZ_SCALE;
  if (setting === undefined || setting === '') return DEFAULT_SCALE;
  const scale = Number(setting);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`FUZZ_SCALE must be a positive number, not "${setting}"`);
  return scale;
}

export function fuzzRuns(fullCount: number): number {
  return Math.max(Math.min(MINIMUM_RUNS, fullCount), Math.round(fullCount * fuzzScale()));
}
