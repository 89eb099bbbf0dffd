/** A vertical linear scale for a bar chart: round tick values, and each value's place in pixels. */
export interface BarChartScale {
  /** Lowest and highest tick: the scale's domain, always holding 0 and every value. */
  min: number;
  max: number;
  /** Round values from `min` to `max`, evenly spaced. */
  ticks: number[];
  /** Vertical pixel position of a value, `height` at `min` and 0 at `max` (SVG y grows downwards). */
  y(value: number): number;
  /** A bar from the zero line to the value: its top and its height (≥ 0). */
  bar(value: number): { y: number; height: number };
}

/** 1, 2, 2.5 or 5 × a power of ten: the smallest such step that covers `span` in `count` steps. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= raw * (1 - 1e-9)) ?? 10;
  return factor * power;
}

/**
 * The scale of bars for `values` (nulls skipped) drawn in `height` pixels with about `tickCount`
 * intervals. The domain always holds zero, so negative values (a loss) hang below the zero line.
 */
export function barChartScale(values: ReadonlyArray<number | null>, height: number, tickCount = 4): BarChartScale {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  const low = Math.min(0, ...known);
  const high = Math.max(0, ...known);
  const step = niceStep(high - low, tickCount);
  // `+ 0` turns a -0 (from 0 × a negative) into 0.
  const min = Math.floor(low / step + 1e-9) * step + 0;
  let max = Math.ceil(high / step - 1e-9) * step + 0;
  if (max === min) max = min + step;
  // Integer multiples of the step, so no floating-point residue shows in a label (0.30000000000000004).
  const first = Math.round(min / step);
  const last = Math.round(max / step);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  const ticks = Array.from({ length: last - first + 1 }, (_, index) => Number(((first + index) * step).toFixed(decimals)) + 0);
  const y = (value: number) => height - ((value - min) / (max - min)) * height;
  return {
    min,
    max,
    ticks,
    y,
    bar(value: number) {
      const zero = y(0);
      const top = y(value);
      return { y: Math.min(zero, top), height: Math.abs(zero - top) };
    },
  };
}
