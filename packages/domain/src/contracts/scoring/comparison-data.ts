import { z } from 'zod';
import { codeLabelSchema } from '../company-identity';
import { sectorIndicatorSchema, sectorReferenceSchema } from './sector-reference';

export const quartilePositionSchema = z.enum(['below_q1', 'q1_to_median', 'median_to_q3', 'above_q3']);

/** One key ratio of the company against the quartiles of its sector. */
export const comparedIndicatorSchema = z.object({
  indicator: sectorIndicatorSchema,
  /** cents for turnover, percent for margins and the equity and debt ratios, a plain ratio for liquidity, days. */
  unit: z.enum(['cents', 'percent', 'ratio', 'days']),
  /** The company's value; null when its statement does not give it. */
  value: z.number().nullable(),
  /** The peer group (NAF subclass, or division when the subclass has under 10 peers); null when neither has. */
  sector: sectorReferenceSchema.nullable(),
  q1: z.number().nullable(),
  median: z.number().nullable(),
  q3: z.number().nullable(),
  position: quartilePositionSchema.nullable(),
});

/** `GET /api/companies/{siren}/comparison-data`. */
export const comparisonDataSchema = z.object({
  siren: z.string().regex(/^\d{9}$/),
  naf: codeLabelSchema.nullable(),
  division: codeLabelSchema.nullable(),
  /** Closing date of the statement compared (its most recent one holding a graded ratio); null without one. */
  fiscal_year_end: z.iso.date().nullable(),
  /** Empty when the company has no such statement. */
  indicators: z.array(comparedIndicatorSchema),
});

export const comparisonDataResponseSchema = z.object({ data: comparisonDataSchema });

export type ComparedIndicator = z.infer<typeof comparedIndicatorSchema>;
export type ComparisonData = z.infer<typeof comparisonDataSchema>;
