import type { z } from 'zod';
import type { codeLabelSchema } from '../contracts/company-identity';
import type { EcologicalScore } from '../contracts/scoring/ecological-score';
import { gradeFromPoints } from './grade-from-points';
import { sectorImpactClass } from './sector-impact-class';

/** Points of the ecological score (docs/scoring.md, "Ecological score"). */
export const ECOLOGICAL_POINTS = {
  impact: { low: 70, medium: 50, high: 30 },
  ess: 15,
  missionCompany: 15,
} as const;

export interface EcologicalScoreInput {
  siren: string;
  status: 'active' | 'closed';
  naf: z.infer<typeof codeLabelSchema> | null;
  ess: boolean | null;
  missionCompany: boolean | null;
  openEstablishments: number;
  departments: number;
}

/**
 * Sector impact class (70 low, 50 medium, 30 high) plus 15 for a company of the social and
 * solidarity economy and 15 for a société à mission, read as an A–F grade. Not graded for a
 * closed company or an activity code outside NAF rév. 2.
 */
export function computeEcologicalScore(input: EcologicalScoreInput): EcologicalScore {
  const impactClass = sectorImpactClass(input.naf?.code ?? null);
  const inputs = {
    naf: input.naf,
    impact_class: impactClass,
    ess: input.ess,
    mission_company: input.missionCompany,
    open_establishments: input.openEstablishments,
    departments: input.departments,
  };
  if (input.status === 'closed') return { siren: input.siren, grade: null, points: null, reason: 'company-closed', inputs, factors: [] };
  if (impactClass === null) return { siren: input.siren, grade: null, points: null, reason: 'unknown-activity', inputs, factors: [] };
  const factors: EcologicalScore['factors'] = [{ factor: 'sector-impact', points: ECOLOGICAL_POINTS.impact[impactClass] }];
  if (input.ess === true) factors.push({ factor: 'ess', points: ECOLOGICAL_POINTS.ess });
  if (input.missionCompany === true) factors.push({ factor: 'mission-company', points: ECOLOGICAL_POINTS.missionCompany });
  const points = Math.min(100, factors.reduce((sum, factor) => sum + factor.points, 0));
  return { siren: input.siren, grade: gradeFromPoints(points), points, reason: null, inputs, factors };
}
