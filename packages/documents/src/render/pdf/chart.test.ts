import { describe, expect, it } from 'vitest';
import { axisTicks } from './chart';

describe('axisTicks', () => {
  it('puts the ticks on round values that frame the data and zero', () => {
    expect(axisTicks([12_000_000, 16_400_000, -150_000])).toEqual([-5_000_000, 0, 5_000_000, 10_000_000, 15_000_000, 20_000_000]);
    expect(axisTicks([-1.3, 3.1, 3.7, 7.5, 9.1])).toEqual([-2.5, 0, 2.5, 5, 7.5, 10]);
    expect(axisTicks([32.6, 59.4])).toEqual([0, 20, 40, 60]);
    expect(axisTicks([38, 61])).toEqual([0, 20, 40, 60, 80]);
  });

  it('draws an axis of zero to one when there is nothing to show', () => {
    expect(axisTicks([])).toEqual([0, 1]);
    expect(axisTicks([0, 0])).toEqual([0, 1]);
  });
});
