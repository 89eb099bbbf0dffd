/** Where a value stands among its sector's quartiles. */
export type QuartilePosition = 'below_q1' | 'q1_to_median' | 'median_to_q3' | 'above_q3';

export interface Quartiles {
  q1: number;
  median: number;
  q3: number;
}

/** `below_q1` under Q1, `q1_to_median` from Q1 to under the median, … `above_q3` from Q3. */
export function quartilePosition(value: number, quartiles: Quartiles): QuartilePosition {
  if (value >= quartiles.q3) return 'above_q3';
  if (value >= quartiles.median) return 'median_to_q3';
  if (value >= quartiles.q1) return 'q1_to_median';
  return 'below_q1';
}
