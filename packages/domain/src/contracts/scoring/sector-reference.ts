import { z } from 'zod';

/** The indicators whose quartiles are precomputed per sector (table `sector_statistics`). */
export const SECTOR_INDICATORS = [
  'turnover',
  'ebitda_margin',
  'net_margin',
  'equity_ratio',
  'debt_ratio',
  'liquidity_ratio',
  'customer_credit_days',
] as const;

export const sectorIndicatorSchema = z.enum(SECTOR_INDICATORS);

export type SectorIndicator = z.infer<typeof sectorIndicatorSchema>;

/** A NAF subclass ('62.01Z'), or its division ('62') when the subclass has too few peers. */
export const sectorLevelSchema = z.enum(['subclass', 'division']);

/** The peer group quartiles were taken from, and how many companies it holds. */
export const sectorReferenceSchema = z.object({
  level: sectorLevelSchema,
  code: z.string(),
  peer_count: z.number().int().min(1),
});

export const sectorQuartilesSchema = sectorReferenceSchema.extend({
  q1: z.number(),
  median: z.number(),
  q3: z.number(),
});

export type SectorLevel = z.infer<typeof sectorLevelSchema>;
export type SectorQuartiles = z.infer<typeof sectorQuartilesSchema>;
