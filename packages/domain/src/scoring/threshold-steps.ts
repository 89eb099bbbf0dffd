/**
 * A fixed scale: `[bound, points]` steps, best first. For a higher-is-better indicator a value
 * earns the points of the first step whose bound it reaches (value ≥ bound); for a
 * lower-is-better one, of the first step it does not exceed (value ≤ bound). A value that
 * meets no step earns `below`.
 */
export interface ThresholdScale {
  higherIsBetter: boolean;
  steps: ReadonlyArray<readonly [bound: number, points: number]>;
  below: number;
}

export function pointsOnScale(value: number, scale: ThresholdScale): number {
  for (const [bound, points] of scale.steps) {
    if (scale.higherIsBetter ? value >= bound : value <= bound) return points;
  }
  return scale.below;
}
