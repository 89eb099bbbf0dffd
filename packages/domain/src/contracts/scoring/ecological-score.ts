import { z } from 'zod';
import { codeLabelSchema } from '../company-identity';
import { gradeSchema, pointsSchema } from './grade';
import { scoreReasonSchema } from './score-reason';

/** Direct-emission exposure of a NAF division (docs/scoring.md, "Sector impact classes"). */
export const impactClassSchema = z.enum(['low', 'medium', 'high']);

export const ecologicalFactorSchema = z.object({
  factor: z.enum(['sector-impact', 'ess', 'mission-company']),
  points: z.number().int(),
});

/** `GET /api/companies/{siren}/ecological-score-details`. */
export const ecologicalScoreSchema = z.object({
  siren: z.string().regex(/^\d{9}$/),
  grade: gradeSchema.nullable(),
  points: pointsSchema.nullable(),
  reason: scoreReasonSchema.nullable(),
  inputs: z.object({
    naf: codeLabelSchema.nullable(),
    impact_class: impactClassSchema.nullable(),
    /** Économie sociale et solidaire (Sirene); null when Sirene does not say. */
    ess: z.boolean().nullable(),
    /** Société à mission (Sirene); null when Sirene does not say. */
    mission_company: z.boolean().nullable(),
    /** Open establishments, and the departments they are in (facts shown, not graded). */
    open_establishments: z.number().int().min(0),
    departments: z.number().int().min(0),
  }),
  factors: z.array(ecologicalFactorSchema),
});

export const ecologicalScoreResponseSchema = z.object({ data: ecologicalScoreSchema });

export type ImpactClass = z.infer<typeof impactClassSchema>;
export type EcologicalScore = z.infer<typeof ecologicalScoreSchema>;
