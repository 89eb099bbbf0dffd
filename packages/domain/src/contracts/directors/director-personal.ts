import { z } from 'zod';
import { ND } from '../../non-diffusion/not-diffused';
import { monthYearSchema } from './director-person';

/**
 * `GET /api/directors/{id}/personal`: what the register says about the person. The birth date
 * is month and year only; a non-diffusible person's fields are `[ND]`; a legal entity has none.
 */
export const directorPersonalSchema = z.object({
  id: z.number().int().min(1),
  is_diffusible: z.boolean(),
  birth_date: z.union([monthYearSchema, z.literal(ND)]).nullable(),
  nationality: z.string().nullable(),
});

export const directorPersonalResponseSchema = z.object({ data: directorPersonalSchema });

export type DirectorPersonal = z.infer<typeof directorPersonalSchema>;
export type DirectorPersonalResponse = z.infer<typeof directorPersonalResponseSchema>;
