import { z } from 'zod';
import { gradeSchema, pointsSchema } from './grade';
import { scoreReasonSchema } from './score-reason';

/** One company where the person holds a current mandate, with its overall pole-score grade. */
export const directorCompanyScoreSchema = z.object({
  siren: z.string().regex(/^\d{9}$/),
  name: z.string(),
  grade: gradeSchema.nullable(),
  points: pointsSchema.nullable(),
  reason: scoreReasonSchema.nullable(),
});

/** `GET /api/directors/{id}/pole-score`: the overall grades of the person's companies, aggregated. */
export const directorPoleScoreSchema = z.object({
  person_id: z.number().int().min(1),
  /** Mean of the graded companies' overall points, as a grade; null when none is graded. */
  overall: z.object({ grade: gradeSchema.nullable(), points: pointsSchema.nullable(), reason: scoreReasonSchema.nullable() }),
  companies_count: z.number().int().min(0),
  graded_count: z.number().int().min(0),
  /** How many companies have each grade. */
  distribution: z.record(gradeSchema, z.number().int().min(0)),
  companies: z.array(directorCompanyScoreSchema),
});

export const directorPoleScoreResponseSchema = z.object({ data: directorPoleScoreSchema });

export type DirectorCompanyScore = z.infer<typeof directorCompanyScoreSchema>;
export type DirectorPoleScore = z.infer<typeof directorPoleScoreSchema>;
