import { z } from 'zod';
import { codeLabelSchema } from '../company-identity';
import { headcountSchema } from './company-profile';

/** One year of the company's headcount: the Sirene band, or the count declared in the annual accounts. */
export const headcountYearSchema = z.object({
  year: z.number().int(),
  source: z.enum(['sirene', 'annual-accounts']),
  band: codeLabelSchema.nullable(),
  employees: z.number().int().nullable(),
});

export const establishmentHeadcountSchema = z.object({
  siret: z.string(),
  is_head_office: z.boolean(),
  city: z.string().nullable(),
  band: codeLabelSchema,
  year: z.number().int().nullable(),
});

/** `GET /api/companies/{siren}/employees` */
export const employeesResponseSchema = z.object({
  data: z.object({
    current: headcountSchema.nullable(),
    /** Newest year first. */
    history: z.array(headcountYearSchema),
    /** Open establishments with a headcount band, largest first (at most 100). */
    establishments: z.array(establishmentHeadcountSchema),
    /** How many open establishments have a headcount band. */
    establishments_total: z.number().int(),
  }),
});

export type Employees = z.infer<typeof employeesResponseSchema>['data'];
