import { z } from 'zod';
import { gradeSchema, pointsSchema } from './grade';
import { scoreReasonSchema } from './score-reason';
import { sectorReferenceSchema } from './sector-reference';

export const scoredIndicatorSchema = z.enum([
  'net_margin',
  'ebitda_margin',
  'turnover_growth',
  'equity_ratio',
  'debt_ratio',
  'liquidity_ratio',
  'company_age',
  'trademarks_in_force',
  'patents',
]);

/** One input of a sub-grade: its value, the points it earned, and how (docs/scoring.md). */
export const indicatorScoreSchema = z.object({
  indicator: scoredIndicatorSchema,
  /** Percent for margins, ratios and growth; a plain ratio for liquidity; years; counts. */
  value: z.number(),
  points: pointsSchema,
  /** Points from the fixed thresholds. */
  absolute_points: pointsSchema,
  /** Points from the position among the sector's quartiles; null without sector quartiles. */
  sector_points: pointsSchema.nullable(),
  sector: sectorReferenceSchema.nullable(),
});

export const subScoreSchema = z.object({
  grade: gradeSchema.nullable(),
  points: pointsSchema.nullable(),
  /** Set when grade is null. */
  reason: scoreReasonSchema.nullable(),
  /** Set when a rule capped the grade at F. */
  capped_by: z.enum(['open-insolvency-proceeding']).nullable(),
  indicators: z.array(indicatorScoreSchema),
});

/** `GET /api/companies/{siren}/pole-score`. */
export const poleScoreSchema = z.object({
  siren: z.string().regex(/^\d{9}$/),
  /** Closing date of the statement the financial inputs come from. */
  fiscal_year_end: z.iso.date().nullable(),
  overall: subScoreSchema,
  financial_performance: subScoreSchema,
  resilience: subScoreSchema,
  industrial_property: subScoreSchema,
});

export const poleScoreResponseSchema = z.object({ data: poleScoreSchema });

export type ScoredIndicator = z.infer<typeof scoredIndicatorSchema>;
export type IndicatorScore = z.infer<typeof indicatorScoreSchema>;
export type SubScore = z.infer<typeof subScoreSchema>;
export type PoleScore = z.infer<typeof poleScoreSchema>;
