import { describe, expect, it } from 'vitest';
import { barChartScale, niceStep } from './bar-chart-scale';

describe('niceStep', () => {
  it('rounds a step up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(100, 4)).toBe(25);
    expect(niceStep(1_200_000, 4)).toBe(500_000);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0.9, 4)).toBe(0.25);
    expect(niceStep(0, 4)).toBe(1);
  });
});

describe('barChartScale', () => {
  it('starts at zero for positive values and ends on a round tick above the largest', () => {
    const scale = barChartScale([1_000_000, 1_200_000, null], 200);
    expect(scale.min).toBe(0);
    expect(scale.max).toBe(1_500_000);
    expect(scale.ticks).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(scale.y(0)).toBe(200);
    expect(scale.y(1_500_000)).toBe(0);
    expect(scale.bar(1_200_000)).toEqual({ y: 40, height: 160 });
  });

  it('hangs a negative value below the zero line', () => {
    const scale = barChartScale([-50, 150], 100);
    expect(scale.min).toBe(-50);
    expect(scale.max).toBe(150);
    const zero = scale.y(0);
    expect(zero).toBe(75);
    expect(scale.bar(-50)).toEqual({ y: zero, height: 25 });
    expect(scale.bar(150)).toEqual({ y: 0, height: 75 });
    expect(scale.ticks).toContain(0);
  });

  it('keeps a usable domain with no value, only zeros or only losses', () => {
    expect(barChartScale([], 100).ticks).toEqual([0, 1]);
    expect(barChartScale([0, null], 100)).toMatchObject({ min: 0, max: 1 });
    const losses = barChartScale([-3, -8], 80);
    expect(losses.max).toBe(0);
    expect(losses.min).toBeLessThanOrEqual(-8);
    expect(losses.bar(-8).y).toBe(0);
  });

  it('labels fractional ticks without floating-point residue', () => {
    expect(barChartScale([0.3, 0.9], 100).ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});
