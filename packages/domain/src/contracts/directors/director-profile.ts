import { z } from 'zod';
import { directorCompanyRolesSchema } from './director-company';
import { directorSummarySchema } from './director-person';

/** At most this many companies in each of the profile's mandate lists. */
export const DIRECTOR_PROFILE_MAX_COMPANIES = 200;

/**
 * `GET /api/directors/{id}`: identity and mandates. A non-diffusible person (`is_diffusible: false`)
 * shows `[ND]` for every name and no slug; the site must not index the page (robots `noindex`).
 */
export const directorProfileSchema = directorSummarySchema.extend({
  is_diffusible: z.boolean(),
  last_name: z.string().nullable(),
  usage_name: z.string().nullable(),
  first_names: z.string().nullable(),
  /** SIREN of a legal-entity director. */
  legal_siren: z.string().regex(/^\d{9}$/).nullable(),
  /** Other persons with the same last name and first names (the site warns about homonyms). */
  homonyms_count: z.number().int().min(0),
  current_companies_count: z.number().int().min(0),
  past_companies_count: z.number().int().min(0),
  mandates: z.object({
    /** Companies where a role still runs, with those roles. */
    current: z.array(directorCompanyRolesSchema),
    /** Companies with ended roles, with those roles (a company can be in both lists). */
    past: z.array(directorCompanyRolesSchema),
  }),
});

export const directorProfileResponseSchema = z.object({ data: directorProfileSchema });

export type DirectorProfile = z.infer<typeof directorProfileSchema>;
export type DirectorProfileResponse = z.infer<typeof directorProfileResponseSchema>;
