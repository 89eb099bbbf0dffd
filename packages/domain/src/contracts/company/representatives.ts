import { z } from 'zod';
import { codeLabelSchema } from '../company-identity';

/** The person holding a mandate: a natural person or a legal entity (another company). */
export const representativePersonSchema = z.object({
  id: z.number().int(),
  /** With `id`, the address of the director page; null for a non-diffusible person. */
  slug: z.string().nullable(),
  kind: z.enum(['natural', 'legal']),
  /** Display name: first names and last name, or the entity's name; `[ND]` when not diffusible. */
  name: z.string(),
  last_name: z.string().nullable(),
  first_names: z.string().nullable(),
  /** Month and year only, never the day; null when unknown or not diffusible. */
  birth: z.object({ year: z.number().int(), month: z.number().int().min(1).max(12).nullable() }).nullable(),
  nationality: z.string().nullable(),
  /** SIREN of a legal-entity director. */
  siren: z.string().nullable(),
  is_diffusible: z.boolean(),
});

/** A mandate (current or past) in the company. */
export const representativeSchema = z.object({
  mandate_id: z.number().int(),
  person: representativePersonSchema,
  role: codeLabelSchema.nullable(),
  start_date: z.iso.date().nullable(),
  end_date: z.iso.date().nullable(),
  is_current: z.boolean(),
  is_main_leader: z.boolean(),
});

/** `GET /api/companies/{siren}/representatives`: current mandates first (main leader on top), then past ones. */
export const representativesResponseSchema = z.object({ data: z.array(representativeSchema) });

export type RepresentativePerson = z.infer<typeof representativePersonSchema>;
export type Representative = z.infer<typeof representativeSchema>;
