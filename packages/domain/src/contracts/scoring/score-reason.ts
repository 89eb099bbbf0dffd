import { z } from 'zod';

/**
 * Why a grade is null (docs/scoring.md): the input it needs is missing, never replaced by an
 * invented number. The site shows a sentence for each code.
 */
export const scoreReasonSchema = z.enum([
  'company-closed',
  'no-financial-statements',
  'confidential-statements',
  'no-margin-figures',
  'no-balance-sheet-ratios',
  'no-graded-component',
  'unknown-activity',
  'no-current-mandate',
]);

export type ScoreReason = z.infer<typeof scoreReasonSchema>;
