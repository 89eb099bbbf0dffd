import { z } from 'zod';
import { codeLabelSchema, companyStatusSchema } from '../company-identity';

/** A company a director holds or held a mandate in, as listed on director pages. */
export const directorCompanySchema = z.object({
  siren: z.string().regex(/^\d{9}$/),
  /** `[ND]` for a non-diffusible sole trader. */
  name: z.string(),
  is_diffusible: z.boolean(),
  status: companyStatusSchema,
  legal_form: codeLabelSchema.nullable(),
  naf: codeLabelSchema.nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  department_code: z.string().nullable(),
});

/** One mandate: the RNE role (code and French label), its dates, whether it still runs. */
export const directorRoleSchema = z.object({
  code: z.string().nullable(),
  label: z.string().nullable(),
  start_date: z.iso.date().nullable(),
  end_date: z.iso.date().nullable(),
  is_current: z.boolean(),
});

/** A company with the person's roles in it (current roles first, then by start date). */
export const directorCompanyRolesSchema = z.object({
  company: directorCompanySchema,
  roles: z.array(directorRoleSchema),
});

export type DirectorCompany = z.infer<typeof directorCompanySchema>;
export type DirectorRole = z.infer<typeof directorRoleSchema>;
export type DirectorCompanyRoles = z.infer<typeof directorCompanyRolesSchema>;
